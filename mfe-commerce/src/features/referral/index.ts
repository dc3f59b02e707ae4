export { ReferralPage } from './components/referral-page';
export { AcceptInvitation } from './components/accept-invitation';
