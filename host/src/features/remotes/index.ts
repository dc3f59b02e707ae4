export { RemotePage } from './components/remote-page';
export { fetchManifest, type RemotesManifest } from './model/manifest';
export { registerSchoolRemotes, RemoteUnavailableError } from './model/runtime';
