import { isReportVideoExtension, isReportVideoType } from '@school/shared/domain';

/** Upload progress shows at most 99 % until the server has answered. */
const UPLOAD_PROGRESS_CAP = 99;

export function uploadPercent(loaded: number, total: number, done = false): number {
  if (done) return 100;
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(UPLOAD_PROGRESS_CAP, Math.floor((loaded / total) * 100)));
}

/** Only what the server takes as a report's video is uploaded: its type and its extension (an empty type is not enough). */
export function isVideoFile(file: Pick<File, 'type' | 'name'>): boolean {
  return isReportVideoType(file.type) && isReportVideoExtension(fileExtension(file));
}

/** 'lesson.final.MP4' → 'mp4'; no extension → the type's subtype ('video/webm' → 'webm'). */
export function fileExtension(file: Pick<File, 'type' | 'name'>): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(file.name);
  if (match) return match[1]!.toLowerCase();
  return (file.type.split('/')[1] ?? '').replace(/^x-/, '').toLowerCase();
}
