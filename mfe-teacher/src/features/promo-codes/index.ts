export { PromoCodesPage } from './components/promo-codes-page';
