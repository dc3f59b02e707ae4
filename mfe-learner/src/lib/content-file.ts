import { isContentPath, MissingContentFile } from './content-path';

export { MissingContentFile } from './content-path';

/**
 * The parsed JSON of content/{path}.json, imported: how tests, the development server and the server's
 * build read the learner's content. The browser's production build reads the same files with
 * content-file.browser.ts instead (tooling/webpack/content-files.cjs puts it in this module's place).
 * Rejects with MissingContentFile when there is no such file.
 */
export async function loadContentFile(path: string): Promise<unknown> {
  if (!isContentPath(path)) throw new MissingContentFile(path);
  const [a, b, c, d] = path.split('/');
  let module: { default: unknown };
  try {
    // One template per depth: a variable stands for one folder level in Vite, which runs the tests.
    if (d !== undefined) module = await import(`../../content/${a}/${b}/${c}/${d}.json`);
    else if (c !== undefined) module = await import(`../../content/${a}/${b}/${c}.json`);
    else module = await import(`../../content/${a}/${b}.json`);
  } catch (error) {
    if (isMissingModule(error)) throw new MissingContentFile(path);
    throw error;
  }
  return module.default;
}

/**
 * True for "this module does not exist" (webpack's context, Vite's variable imports, Node), as opposed
 * to a failed download of a chunk.
 */
export function isMissingModule(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') return true;
  return /Cannot find module|Unknown variable dynamic import|Failed to load url|Does the file exist/i.test(error.message);
}
