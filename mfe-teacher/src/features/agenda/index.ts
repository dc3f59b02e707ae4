export { Agenda } from './components/agenda';
