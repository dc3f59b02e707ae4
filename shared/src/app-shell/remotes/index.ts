export { RemoteComponent, RemotePage } from './remote-component';
export { fetchManifest, type RemotesManifest } from './manifest';
export { registerSchoolRemotes, loadFirstPage, provideRemoteModules, remotePages } from './runtime';
