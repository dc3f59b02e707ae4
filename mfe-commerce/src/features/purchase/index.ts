export { PayPage } from './components/pay-page';
export { CourseOffer } from './components/course-offer';
export { countdownParts, registrationOffer } from './model/offers';
export { useCountdown } from './hooks/use-countdown';
export { useOffers, useSubscriptionPlans } from './api/purchase-queries';
export { POPULAR_LESSON_COUNT } from './model/package-cards';
export { requestedPlanIds } from './model/plan-ids';
export { KIDS_PLAN_IDS, TEENS_PLAN_IDS } from './model/calculator';
