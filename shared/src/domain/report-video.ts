/**
 * What a report may carry as its video, checked by the teacher remote before an upload starts and by
 * the server before it gives an upload link: a video/* content type and one of these extensions.
 */
const REPORT_VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'webm', 'mkv', 'avi', 'ogv', 'mpeg', 'mpg', '3gp', 'wmv', 'flv', 'ts', 'mts']);
const VIDEO_CONTENT_TYPE = /^video\/[a-z0-9][a-z0-9.+-]{0,60}$/i;

/** 'video/mp4' → true; an empty type, 'image/png' → false. */
export function isReportVideoType(contentType: string): boolean {
  return VIDEO_CONTENT_TYPE.test(contentType.trim());
}

/** 'mp4', '.MOV' → true; 'exe', '' → false. */
export function isReportVideoExtension(extension: string): boolean {
  return REPORT_VIDEO_EXTENSIONS.has(extension.trim().toLowerCase().replace(/^\./, ''));
}
