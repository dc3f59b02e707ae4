import { randomUUID } from 'node:crypto';
import { REPORT_VIDEO_FOLDER, type endpoints } from '@school/shared/contracts';
import { isReportVideoExtension, isReportVideoType } from '@school/shared/domain';
import { canUploadReportVideo } from '@school/shared/permissions';
import { teacherApiTexts } from '@school/shared/texts';

import { badRequest, forbidden } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { insertUpload } from '../repository';
import { uploadTexts } from '../../../storage/texts';

/** A signed address the teacher's browser uploads a report video to. */
export const videoUploadLink: EndpointHandler<typeof endpoints.fileUploadLink> = async (ctx, { query }) => {
  const user = ctx.user();
  if (!canUploadReportVideo(user)) throw forbidden();
  const contentType = query.contentType.trim().toLowerCase();
  const extension = query.fileExtension.trim().toLowerCase().replace(/^\./, '');
  if (!isReportVideoType(contentType)) throw badRequest(teacherApiTexts.videoOnly, 'contentType');
  if (!isReportVideoExtension(extension)) throw badRequest(teacherApiTexts.videoOnly, 'fileExtension');
  const maxBytes = ctx.deps.config.uploadMaxBytes;
  if (query.fileSize !== undefined && query.fileSize > maxBytes) {
    throw badRequest(uploadTexts.fileTooLarge(maxBytes), 'fileSize');
  }
  const fileName = `${randomUUID()}.${extension}`;
  await insertUpload(ctx.db, { fileName, folder: REPORT_VIDEO_FOLDER, contentType, size: query.fileSize ?? null, uploadedBy: user.id, now: ctx.now });
  const upload = await ctx.deps.storage.createUploadUrl({
    folder: REPORT_VIDEO_FOLDER,
    fileName,
    contentType,
    maxBytes,
    size: query.fileSize,
    now: ctx.now,
  });
  return { url: upload.url, headers: upload.headers, fileName };
};
