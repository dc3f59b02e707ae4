import { clientAddressKey } from '../../http/sender-key';
import type { RequestContext } from '../../http/context';
import { recordAudit } from './repository';

/** Every sign-in of staff (admins, client managers) is in the audit log, with the key of the client's address
 * (`http/sender-key.ts`: the same place gives the same key, the address itself is not kept). */
export async function recordStaffSignIn(ctx: RequestContext, userId: number, method: 'password' | 'link'): Promise<void> {
  await recordAudit(ctx.db, { actorId: userId, kind: 'sign-in', personId: userId, after: { method, address: clientAddressKey(ctx.hono) }, at: ctx.now });
}
