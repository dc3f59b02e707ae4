import type { endpoints } from '@school/shared/contracts';
import { notFound } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { groupRefusal, viewableGroup } from '../access';
import { loadStudentGroup } from '../repository';
import { studentGroupTexts } from '../texts';

export const getStudentGroup: EndpointHandler<typeof endpoints.studentGroup> = async (ctx, { params }) => {
  await viewableGroup(ctx, params.studentGroupId, groupRefusal);
  const group = await loadStudentGroup(ctx.db, params.studentGroupId, ctx.now);
  if (!group) throw notFound(studentGroupTexts.groupNotFound);
  return group;
};
