import type { endpoints } from '@school/shared/contracts';
import { statusForHr } from '@school/shared/domain';
import { readsAsHrOnly } from '@school/shared/permissions';
import type { EndpointHandler } from '../../../http/register';
import { visibleUserGroup } from '../access';
import { loadUserGroupStudents } from '../repository';

export const listUserGroupStudents: EndpointHandler<typeof endpoints.userGroupStudents> = async (ctx, { params }) => {
  await visibleUserGroup(ctx, params.userGroupId);
  const students = await loadUserGroupStudents(ctx.db, params.userGroupId);
  const user = ctx.user();
  // A client's HR sees whether each employee studies, not the school's sales notes.
  return students.map((student) => {
    if (!readsAsHrOnly(user, student.id)) return student;
    const status = statusForHr({ id: student.studentStatusId, name: student.studentStatusName });
    return { ...student, studentStatusId: status.id, studentStatusName: status.name };
  });
};
