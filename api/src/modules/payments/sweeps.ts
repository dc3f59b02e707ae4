import type { Sweep } from '../../jobs/sweeps';
import { expireUnpaidOrders } from './repository';

const MINUTE = 60_000;

/**
 * Pending orders past their `expires_at` become expired every 5 minutes (and before each new order).
 * A job per order at its expiry is not needed: nothing waits for the status to change — the provider's
 * page refuses an expired payment by its own time, and a payment reported later is still recorded
 * (docs/decisions.md, "Payment flow") — so the status may trail the expiry by a few minutes.
 */
export const unpaidOrderSweep: Sweep = {
  name: 'unpaid-orders',
  everyMs: 5 * MINUTE,
  run: async (db, now) => {
    await expireUnpaidOrders(db, now);
  },
};
