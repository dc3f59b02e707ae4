export { usePlacement } from './hooks/use-placement';
