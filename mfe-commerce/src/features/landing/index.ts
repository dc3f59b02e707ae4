export { HomePage } from './components/home-page';
export { LandingCard, LandingCards, LandingHero, LandingPage, LandingSection, ReviewCard, SignupSection, TeacherCards } from './components/landing-parts';
export { usePublicPlans } from './api/landing-queries';
