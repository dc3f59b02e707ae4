import { clientAddress } from '../../http/client-address';
import type { RequestContext } from '../../http/context';
import { recordAudit } from './repository';

/** Every sign-in of staff (admins, client managers) is in the audit log, with the client's address. */
export async function recordStaffSignIn(ctx: RequestContext, userId: number, method: 'password' | 'link'): Promise<void> {
  await recordAudit(ctx.db, { actorId: userId, kind: 'sign-in', personId: userId, after: { method, address: clientAddress(ctx.hono) }, at: ctx.now });
}
