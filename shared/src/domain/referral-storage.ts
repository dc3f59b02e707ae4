import { normaliseReferralCode, REFERRAL_PARAM } from './referral';

/**
 * The invitation a visitor brought (`?ref=CODE`), remembered in the browser for 30 days: the lead
 * form (commerce) and the sign-up (host) both send it.
 */
export const REFERRAL_STORAGE_KEY = 'school.referralCode';
const KEEP_MS = 30 * 24 * 60 * 60_000;

/** The code in the address (?ref=…), when it is a well-formed code. */
export function referralCodeFromSearch(search: string): string | null {
  return normaliseReferralCode(new URLSearchParams(search).get(REFERRAL_PARAM));
}

/** Keeps the code in the browser; storage errors are ignored (spec §7). */
export function rememberReferralCode(code: string, now: Date = new Date()): void {
  try {
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ code, savedAt: now.toISOString() }));
  } catch {
    // Private mode or storage off: the code in the address still works on this visit.
  }
}

/** The remembered code, when it is fresh and well-formed. */
export function storedReferralCode(now: Date = new Date()): string | null {
  try {
    const raw = window.localStorage.getItem(REFERRAL_STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { code?: unknown; savedAt?: unknown };
    const savedAt = typeof saved.savedAt === 'string' ? Date.parse(saved.savedAt) : NaN;
    if (Number.isNaN(savedAt) || now.getTime() - savedAt > KEEP_MS) return null;
    return typeof saved.code === 'string' ? normaliseReferralCode(saved.code) : null;
  } catch {
    return null;
  }
}

export function forgetReferralCode(): void {
  try {
    window.localStorage.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
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
