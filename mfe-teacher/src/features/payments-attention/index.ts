export { PaymentsAttentionList } from './components/payments-attention';
