/** The invitation a visitor brought, remembered for 30 days: one rule for the lead form here and the host's sign-up. */
export {
  currentReferralCode,
  forgetReferralCode,
  referralCodeFromSearch,
  rememberReferralCode,
  REFERRAL_STORAGE_KEY,
  storedReferralCode,
} from '@school/shared/domain';
