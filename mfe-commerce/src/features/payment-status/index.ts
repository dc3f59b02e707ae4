export { PaymentStatusPopup } from './components/payment-status-popup';
