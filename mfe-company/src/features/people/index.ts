export { PersonName, PeopleList } from './components/person-name';
export { fullName, matchesSearch, studentHref, teacherHref, studentGroupHref } from './model/people';
