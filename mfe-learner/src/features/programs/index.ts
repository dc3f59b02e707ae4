export { ProgramsLink, ProgramsList } from './components/programs';
