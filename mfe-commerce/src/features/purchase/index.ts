export { PayPage } from './components/pay-page';
export { CourseOffer } from './components/course-offer';
export { countdownParts, registrationOffer } from './model/offers';
export { useCountdown } from './hooks/use-countdown';
export { useOffers, useSubscriptionPlans } from './api/purchase-queries';
