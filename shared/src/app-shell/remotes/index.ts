export { RemoteComponent, RemotePage } from './remote-component';
export { fetchManifest, inlineManifest, parseManifest, type RemotesManifest } from './manifest';
export {
  registerSchoolRemotes,
  RemoteUnavailableError,
  loadFirstPage,
  loadRemoteComponent,
  provideRemoteModules,
  remotePages,
  reportRemoteFailure,
} from './runtime';
