export { ProgramsLink, ProgramsList } from './components/programs';
export { programListView } from './model/program-list';
