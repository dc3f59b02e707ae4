import { PaymentStatusPopup as Popup } from '../../features/payment-status';

/** Exposed as mfe_commerce/PaymentStatusPopup: the payment popups of `?paymentStatus=` for any page that wants them. */
export default function PaymentStatusPopup() {
  return <Popup />;
}
