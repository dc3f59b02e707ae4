export { RequireSession } from './components/require-session';
export * from './model/guards';
