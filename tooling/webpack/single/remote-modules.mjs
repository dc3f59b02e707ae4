// Replaced at build time by remote-modules-loader.cjs with every remote's pages and components.
export const remoteModules = {};
