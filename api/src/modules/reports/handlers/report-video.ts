import { REPORT_VIDEO_FOLDER } from '@school/shared/contracts';
import { IdLikeSchema } from '@school/shared/schemas';
import { requestContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { validate } from '../../../http/validate';
import type { RawRoute } from '../../module';
import { assertCanReadReport } from '../checks';
import { loadReportFacts } from '../repository';

/** A report's video: a redirect to a freshly signed storage address. */
export const reportVideo: RawRoute['handler'] = async (c) => {
  const ctx = requestContext(c);
  // A visitor gets 401 before anything is looked up.
  ctx.user();
  const id = validate(IdLikeSchema, c.req.param('id'));
  const report = await loadReportFacts(ctx.db, id);
  if (!report) throw notFound();
  // Access first: whether a report has a video is part of the report.
  await assertCanReadReport(ctx, report);
  if (!report.videoFileName) throw notFound();
  const url = await ctx.deps.storage.readUrl({ folder: REPORT_VIDEO_FOLDER, fileName: report.videoFileName, now: ctx.now });
  return c.redirect(url, 302);
};
