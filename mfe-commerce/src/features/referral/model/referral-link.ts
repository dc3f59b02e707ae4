import { REFERRAL_LANDING_PATH, REFERRAL_PARAM } from '@school/shared/domain';

/** The personal invitation link of a code on this site. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${REFERRAL_LANDING_PATH}?${REFERRAL_PARAM}=${encodeURIComponent(code)}`;
}
