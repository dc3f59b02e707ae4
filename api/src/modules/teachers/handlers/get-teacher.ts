import type { procedures } from '@school/shared/contracts';
import { canSeeTeacherStudents, canViewTeacher, teacherContactsVisible } from '@school/shared/permissions';
import { teacherApiTexts } from '@school/shared/texts';
import { forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { findTeacher, listStudentGroups, listStudents } from '../repository';
import { teacherTexts } from '../texts';

export const getTeacher: ProcedureHandler<(typeof procedures)['teachers.getTeacher']> = async (ctx, { teacherId }) => {
  const user = ctx.user();
  const teacher = await findTeacher(ctx.db, teacherId);
  if (!teacher) throw notFound(teacherTexts.teacherNotFound);
  if (!canViewTeacher(user, teacherId)) throw forbidden(teacherApiTexts.teacherNoAccess);
  const contacts = teacherContactsVisible(user, teacherId);
  const withLists = canSeeTeacherStudents(user, teacherId);
  const [students, groups] = withLists
    ? await Promise.all([listStudents(ctx.db, teacherId, ctx.now), listStudentGroups(ctx.db, teacherId, ctx.now)])
    : [null, null];
  return {
    id: teacher.id,
    firstName: teacher.first_name,
    lastName: teacher.last_name,
    bio: teacher.bio ?? '',
    contacts: {
      skype: contacts === 'none' ? null : teacher.skype,
      phone: contacts === 'all' ? teacher.phone : null,
      email: contacts === 'all' ? teacher.email : null,
    },
    students,
    groups,
  };
};
