export { MethodologyHandbook } from './components/methodology-page';
