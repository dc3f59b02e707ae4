import { PaymentStatusPopup as Popup } from '../../features/payment-status';

/** The payment popups of `?paymentStatus=` for any page that wants them (to be exposed as mfe_commerce/PaymentStatusPopup). */
export default function PaymentStatusPopup() {
  return <Popup />;
}
