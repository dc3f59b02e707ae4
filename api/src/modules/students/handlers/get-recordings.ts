import { reportVideoPath, type procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { viewableStudent } from '../checks';
import { reportsWithVideos } from '../repository';

export const getRecordings: ProcedureHandler<(typeof procedures)['students.getRecordings']> = async (ctx, { studentId }) => {
  await viewableStudent(ctx, studentId);
  const rows = await reportsWithVideos(ctx.db, studentId);
  return rows.map((r) => ({
    reportId: r.id,
    date: r.date.toISOString(),
    teacher: { id: r.teacher_id, firstName: r.first_name, lastName: r.last_name },
    fullTypeName: r.name,
    videoFileName: r.video_file_name!,
    // The report's video address checks access and signs a fresh storage link on every play.
    videoUrl: `/api${reportVideoPath(r.id)}`,
  }));
};
