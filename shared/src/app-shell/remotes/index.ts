export { RemoteComponent, RemotePage } from './remote-component';
export { fetchManifest, parseManifest, type RemotesManifest } from './manifest';
export { registerSchoolRemotes, RemoteUnavailableError, loadRemoteComponent } from './runtime';
