export { RemoteComponent, RemotePage } from './remote-component';
export { fetchManifest, inlineManifest, parseManifest, type RemotesManifest } from './manifest';
export { registerSchoolRemotes, RemoteUnavailableError, loadRemoteComponent, remotePages, reportRemoteFailure } from './runtime';
