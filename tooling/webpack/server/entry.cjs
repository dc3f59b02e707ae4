// Replaced at build time by entry-loader.cjs: the app's server bundle.
module.exports = {};
