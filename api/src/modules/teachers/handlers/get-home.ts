import type { procedures } from '@school/shared/contracts';
import { teacherHomeScope } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { listStudentGroups, listStudents } from '../repository';

export const getHome: ProcedureHandler<(typeof procedures)['teachers.getHome']> = async (ctx) => {
  const user = ctx.user();
  const scope = teacherHomeScope(user);
  if (!scope) throw forbidden();
  const teacherId = scope === 'own' ? user.id : null;
  const [students, groups] = await Promise.all([listStudents(ctx.db, teacherId, ctx.now), listStudentGroups(ctx.db, teacherId, ctx.now)]);
  return { scope, students, groups };
};
