export { Layout } from './components/layout';
