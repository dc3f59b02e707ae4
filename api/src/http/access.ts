import type { Viewer } from '@school/shared/permissions';
import type { Database } from '../db/database';
import type { RequestContext } from './context';
import { forbidden, notFound } from './errors';

/** The messages of a 404 and a 403 about one thing (a student, a group); without them, the generic ones. */
export interface RefusalTexts {
  notFound?: string;
  noAccess?: string;
}

/**
 * The two route helpers of a thing the permission rules read facts of (a student, a group): its facts
 * or 404, and its facts when the signed-in user may open it, else 403.
 */
export function accessHelpers<Facts>(load: (db: Database, id: number) => Promise<Facts | null>, mayView: (user: Viewer, facts: Facts) => boolean) {
  async function factsOr404(ctx: RequestContext, id: number, texts: RefusalTexts = {}): Promise<Facts> {
    const facts = await load(ctx.db, id);
    if (!facts) throw notFound(texts.notFound);
    return facts;
  }

  async function viewable(ctx: RequestContext, id: number, texts: RefusalTexts = {}): Promise<{ user: Viewer; facts: Facts }> {
    const user = ctx.user();
    const facts = await factsOr404(ctx, id, texts);
    if (!mayView(user, facts)) throw forbidden(texts.noAccess);
    return { user, facts };
  }

  return { factsOr404, viewable };
}
