import { randomUUID } from 'node:crypto';
import { REPORT_VIDEO_FOLDER, type endpoints } from '@school/shared/contracts';
import { canUploadReportVideo } from '@school/shared/permissions';

import { badRequest, forbidden } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { insertUpload } from '../repository';
import { reportTexts } from '../texts';
import { uploadTexts } from '../../../storage/texts';

/** Video files a report may carry: a video/* content type and one of these extensions. */
const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'webm', 'mkv', 'avi', 'ogv', 'mpeg', 'mpg', '3gp', 'wmv', 'flv', 'ts', 'mts']);
const VIDEO_CONTENT_TYPE = /^video\/[a-z0-9][a-z0-9.+-]{0,60}$/i;

/** A signed address the teacher's browser uploads a report video to. */
export const videoUploadLink: EndpointHandler<typeof endpoints.fileUploadLink> = async (ctx, { query }) => {
  const user = ctx.user();
  if (!canUploadReportVideo(user)) throw forbidden();
  const contentType = query.contentType.trim().toLowerCase();
  const extension = query.fileExtension.trim().toLowerCase().replace(/^\./, '');
  if (!VIDEO_CONTENT_TYPE.test(contentType)) throw badRequest(reportTexts.videoOnly, 'contentType');
  if (!VIDEO_EXTENSIONS.has(extension)) throw badRequest(reportTexts.videoOnly, 'fileExtension');
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
