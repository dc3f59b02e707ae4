import { readToEnd } from '@school/shared/api';
import { isContentPath, MissingContentFile } from './content-path';

export { MissingContentFile } from './content-path';

/** The version of the content files in this build (a hash of all of them), set by the build. */
declare const __CONTENT_VERSION__: string;
/** Where this remote's files are served from (its remote entry's folder). */
declare const __webpack_public_path__: string;

/** content/{path}.{version}.json under the remote's folder: a new version of the content is a new address. */
export function contentFileUrl(path: string, base: string = __webpack_public_path__, version: string = __CONTENT_VERSION__): string {
  return `${base}content/${path}.${version}.json`;
}

/**
 * The parsed JSON of content/{path}.json, downloaded as a JSON file the build put beside the remote's
 * scripts (tooling/webpack/content-files.cjs): the content is data, so it neither counts as nor runs as
 * JavaScript, and the remote's entry does not list a chunk per file. Rejects with MissingContentFile
 * when there is no such file, with an error for a failed download.
 */
export async function loadContentFile(path: string, url: string = contentFileUrl(path)): Promise<unknown> {
  if (!isContentPath(path)) throw new MissingContentFile(path);
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    await readToEnd(response);
    if (response.status === 404) throw new MissingContentFile(path);
    throw new Error(`content/${path}.json: HTTP ${response.status}`);
  }
  return (await response.json()) as unknown;
}
