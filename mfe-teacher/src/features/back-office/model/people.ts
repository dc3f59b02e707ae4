import type { PersonRole } from '@school/shared/permissions';

/** «Фамилия Имя» as lists sort it; a person without a name shows their e-mail. */
export function personName(person: { firstName: string; lastName: string; email?: string }): string {
  const name = `${person.lastName} ${person.firstName}`.trim();
  return name || person.email || '—';
}

/** A lead's name split for the form: the first word is the first name, the rest the last name. */
export function splitLeadName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** A lead's contact when it is an e-mail (the invitation goes there). */
export function leadEmail(contact: string): string {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.trim()) ? contact.trim().toLowerCase() : '';
}

export const ALL_ROLES: readonly PersonRole[] = ['student', 'teacher', 'selling_teacher', 'apprentice', 'client_manager', 'admin'];

/**
 * Toggles a role in the role editor, keeping the set one the server accepts: a student is not a
 * teacher or an apprentice, a teacher not an apprentice, a selling teacher is a teacher.
 */
export function toggleRole(roles: readonly PersonRole[], role: PersonRole, on: boolean): PersonRole[] {
  let next = new Set(roles);
  if (!on) {
    next.delete(role);
    if (role === 'teacher') next.delete('selling_teacher');
  } else {
    next.add(role);
    if (role === 'student') ['teacher', 'apprentice', 'selling_teacher'].forEach((r) => next.delete(r as PersonRole));
    if (role === 'teacher' || role === 'apprentice') next.delete('student');
    if (role === 'teacher') next.delete('apprentice');
    if (role === 'apprentice') {
      next.delete('teacher');
      next.delete('selling_teacher');
    }
    if (role === 'selling_teacher') {
      next.add('teacher');
      next.delete('apprentice');
      next.delete('student');
    }
  }
  next = new Set(ALL_ROLES.filter((r) => next.has(r)));
  return [...next];
}

export function sameRoles(a: readonly PersonRole[], b: readonly PersonRole[]): boolean {
  return a.length === b.length && a.every((r) => b.includes(r));
}
