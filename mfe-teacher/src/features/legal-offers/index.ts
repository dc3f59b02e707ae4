export { LegalOffersPage } from './components/legal-offers-page';
export { PublishOffer } from './components/publish-offer';
