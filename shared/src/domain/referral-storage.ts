import * as v from 'valibot';
import { browserStorage, readStored, removeStored, writeStored } from '../libs/storage';
import { normaliseReferralCode, REFERRAL_PARAM } from './referral';

/**
 * The invitation a visitor brought (`?ref=CODE`), remembered in the browser for 30 days: the lead
 * form (commerce) and the sign-up (host) both send it.
 */
export const REFERRAL_STORAGE_KEY = 'school.referralCode';
const KEEP_MS = 30 * 24 * 60 * 60_000;
const StoredReferralSchema = v.object({ code: v.string(), savedAt: v.string() });

/** The code in the address (?ref=…), when it is a well-formed code. */
function referralCodeFromSearch(search: string): string | null {
  return normaliseReferralCode(new URLSearchParams(search).get(REFERRAL_PARAM));
}

/** Keeps the code in the browser; storage errors are ignored (spec §7). */
export function rememberReferralCode(code: string, now: Date = new Date()): void {
  // Private mode or storage off: the code in the address still works on this visit.
  writeStored(browserStorage(), REFERRAL_STORAGE_KEY, { code, savedAt: now.toISOString() });
}

/** The remembered code, when it is fresh and well-formed. */
export function storedReferralCode(now: Date = new Date()): string | null {
  const saved = readStored(browserStorage(), REFERRAL_STORAGE_KEY, StoredReferralSchema);
  const savedAt = saved ? Date.parse(saved.savedAt) : NaN;
  if (!saved || Number.isNaN(savedAt) || now.getTime() - savedAt > KEEP_MS) return null;
  return normaliseReferralCode(saved.code);
}

export function forgetReferralCode(): void {
  removeStored(browserStorage(), REFERRAL_STORAGE_KEY);
}

/** The invitation of this visit: the address first (and it is remembered), else one remembered earlier. */
export function currentReferralCode(search: string, now: Date = new Date()): string | null {
  const fromAddress = referralCodeFromSearch(search);
  if (fromAddress) {
    rememberReferralCode(fromAddress, now);
    return fromAddress;
  }
  return storedReferralCode(now);
}
