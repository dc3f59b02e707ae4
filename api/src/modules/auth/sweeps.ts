import type { Sweep } from '../../jobs/sweeps';
import { deleteExpiredSessions, deleteStaleLoginRecords } from './repository';

const HOUR = 3_600_000;

/** Sessions past their expiry are deleted hourly; a session is refused once expired, deleted or not. */
export const expiredSessionSweep: Sweep = { name: 'sessions', everyMs: HOUR, run: deleteExpiredSessions };

/**
 * Sign-in failure counters past their longest window and usual places not used for the known-address
 * time are deleted hourly; neither counts any longer when it is read.
 */
export const staleLoginRecordSweep: Sweep = { name: 'login-records', everyMs: HOUR, run: deleteStaleLoginRecords };
