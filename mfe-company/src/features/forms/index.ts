export { useLiveForm } from './hooks/use-live-form';
