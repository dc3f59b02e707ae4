import { apiBaseUrl, callEndpoint, endpointDef, readErrorBody } from '@school/shared/api';
import type { FileUploadLink } from '@school/shared/schemas';
import { fileExtension } from '../model/upload';

/** GET /api/server/get_file_upload_link for a video file. */
export async function requestUploadLink(file: File): Promise<FileUploadLink> {
  return callEndpoint(await endpointDef('fileUploadLink'), {
    query: { contentType: file.type, fileExtension: fileExtension(file), fileSize: file.size },
  });
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly aborted = false,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The upload URL as the browser can use it: our own paths resolve against the API's origin. */
function absoluteUploadUrl(url: string): string {
  return new URL(url, new URL(apiBaseUrl(), window.location.href)).toString();
}

/**
 * PUTs the file body to the signed URL with the headers the link asks for, reporting bytes sent;
 * resolves when the store has it. Rejects with the server's message (or an empty one), or as
 * aborted after `abort()`.
 */
export function putFile(
  link: Pick<FileUploadLink, 'url' | 'headers'>,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): { done: Promise<void>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.open('PUT', absoluteUploadUrl(link.url));
    xhr.setRequestHeader('Content-Type', file.type);
    for (const [name, value] of Object.entries(link.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      reject(new UploadError(readErrorBody(body).messages[0] ?? ''));
    };
    xhr.onerror = () => reject(new UploadError(''));
    xhr.onabort = () => reject(new UploadError('', true));
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}
