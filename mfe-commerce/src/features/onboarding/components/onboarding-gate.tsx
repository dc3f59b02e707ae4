import type { ReactNode } from 'react';
import { useCurrentUser } from '@school/shared/api';
import type { UserVariable } from '@school/shared/schemas';
import { Loader } from '@school/shared/ui';
import { onboardingTexts } from '../texts';
import { useStudentTransactions, useUserVariables } from '../api/user-variables';
import { decideWizard } from '../model/wizard-decision';
import { OlderWizard } from './older-wizard';
import { OnboardingChat } from './onboarding-chat';

/** A failed read of the variables never holds the dashboard back: it counts as a closed wizard. */
const CLOSED: UserVariable[] = [{ key: 'isShowWizard', value: false }];

/**
 * The dashboard's onboarding decision: a loader while the variables load, then the chat instead of the
 * dashboard, the older wizard above it, or the dashboard alone.
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const variables = useUserVariables();
  const transactions = useStudentTransactions();
  // Once a read has failed it stays failed for the gate, also while a component of the dashboard asks
  // again: a query without data that is asked again is pending, and a loader in place of the dashboard
  // would unmount that component, mount it again when the answer fails, and ask again, without end.
  const decision = decideWizard({
    user,
    variables: variables.isError || variables.errorUpdateCount > 0 ? CLOSED : variables.data,
    transactions: transactions.isError || transactions.errorUpdateCount > 0 ? [] : transactions.data,
  });
  if (decision.kind === 'loading') return <Loader label={onboardingTexts.loading} />;
  if (decision.kind === 'chat') return <OnboardingChat saved={decision.steps} />;
  return (
    <>
      {decision.kind === 'older' && <OlderWizard saved={decision.steps} promo={decision.reason === 'promo'} />}
      {children}
    </>
  );
}
