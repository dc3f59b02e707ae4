export { HrHome } from './components/hr-home';
