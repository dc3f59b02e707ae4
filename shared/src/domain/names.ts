/** Lists of companies, groups and people read in Russian alphabetical order. */

/** By name, ignoring letter case. */
export const byRussianName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ru', { sensitivity: 'base' });

/** By last name, then first name. */
export const byPersonName = (a: { lastName: string; firstName: string }, b: { lastName: string; firstName: string }) =>
  a.lastName.localeCompare(b.lastName, 'ru') || a.firstName.localeCompare(b.firstName, 'ru');
