export { PersonName, PeopleList } from './components/person-name';
export { fullName, matchesSearch, searchKey, studentHref, teacherHref, studentGroupHref } from './model/people';
