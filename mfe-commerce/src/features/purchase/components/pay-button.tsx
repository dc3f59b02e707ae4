import type { ReactNode } from 'react';
import type { PaymentInput } from '@school/shared/schemas';
import { Button, type ButtonVariant } from '@school/shared/ui';
import { paymentKey, usePayment } from '../hooks/use-payment';

/** A purchase button: disabled while any payment request of the page loads; the one pressed spins. */
export function PayButton({
  input,
  variant = 'primary',
  block = false,
  testId,
  children,
}: {
  input: PaymentInput;
  variant?: ButtonVariant;
  block?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const { pay, busy, pendingKey } = usePayment();
  return (
    <Button variant={variant} block={block} disabled={busy} loading={busy && pendingKey === paymentKey(input)} onClick={() => pay(input)} data-testid={testId}>
      {children}
    </Button>
  );
}
