import * as v from 'valibot';
import { SessionSchema, type CurrentUser } from '../schemas';

/**
 * The session the server wrote into the page (<script id="school-session" type="application/json">):
 * the signed-in user, null for a visitor, undefined when the page has none (development servers) or
 * it cannot be read, and the session is asked for as usual.
 */
export function inlineSession(doc: Document = document): CurrentUser | null | undefined {
  const block = doc.getElementById('school-session');
  if (!block?.textContent) return undefined;
  try {
    const data: unknown = JSON.parse(block.textContent);
    if (data === null) return null;
    const parsed = v.safeParse(SessionSchema, data);
    return parsed.success ? parsed.output.user : undefined;
  } catch {
    return undefined;
  }
}
