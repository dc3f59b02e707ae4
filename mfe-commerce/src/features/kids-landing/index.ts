export { KidsLandingPage } from './components/kids-landing-page';
