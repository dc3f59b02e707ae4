import { LearnerDashboard } from '../../features/dashboard';
import { OnboardingGate } from '../../features/onboarding';
import { PaymentStatusPopup } from '../../features/payment-status';

/** Exposed as mfe_commerce/DashboardPage: the learner's dashboard behind the onboarding, and the payment popups. */
export default function DashboardPage() {
  return (
    <>
      <OnboardingGate>
        <LearnerDashboard />
      </OnboardingGate>
      <PaymentStatusPopup />
    </>
  );
}
