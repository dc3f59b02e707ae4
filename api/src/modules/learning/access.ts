import type { Viewer } from '@school/shared/permissions';
import type { RequestContext } from '../../http/context';
import { viewableStudent } from '../students/access';

/** 'me' or an id: the student whose data is read; others' data needs the right to view that student. */
export async function readableStudentId(ctx: RequestContext, studentId: number | 'me'): Promise<number> {
  const user: Viewer = ctx.user();
  const id = studentId === 'me' ? user.id : studentId;
  if (id !== user.id) await viewableStudent(ctx, id);
  return id;
}
