export { HomePage } from './components/home-page';
export { FreeLessonButton, LandingSection, TeacherCards } from './components/landing-parts';
export { formatPrice } from './model/price-cards';
export { usePublicPlans } from './api/landing-queries';
