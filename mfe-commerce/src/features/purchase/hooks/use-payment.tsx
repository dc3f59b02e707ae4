import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { errorMessage, useCurrentUser, type ApiError } from '@school/shared/api';
import type { PaymentInput, PromoCodeTerms, TransactionType } from '@school/shared/schemas';
import { toast } from '@school/shared/ui';
import { purchaseTexts } from '../texts';
import { useCreatePaymentMutation, usePromoCodeCheck } from '../api/purchase-queries';
import { chargedWithPromo, promoCodeOfInput, signupPromoCode, type ActivePromo } from '../model/promo';

interface PaymentState {
  /** Starts a payment; the browser then goes to the provider's page. */
  pay: (input: PaymentInput) => void;
  /** A payment request is on its way (or the browser is leaving for the provider): every purchase button waits. */
  busy: boolean;
  /** The purchase whose button started the request (that button shows the spinner). */
  pendingKey: string | null;
  /** The price the school asks for an option on this page (its regular price unless a promo code lowers it). */
  chargedPrice: (type: Pick<TransactionType, 'id' | 'price'>) => number;
  /** The promo code of the page: from the sign-up, or typed; its terms once the server confirmed them. */
  promo: {
    active: ActivePromo | null;
    terms: PromoCodeTerms | null;
    /** Why a typed code gives nothing (a sign-up code that gives nothing is left out quietly). */
    error: ApiError | null;
    checking: boolean;
    apply: (code: string) => void;
    clear: () => void;
  };
}

/** Tells the purchase buttons of one option apart (in full, in parts, by an offer). */
export function paymentKey(input: PaymentInput): string {
  return `${input.type}:${input.transactionTypeId}:${input.userOfferId ?? ''}`;
}

const PaymentContext = createContext<PaymentState | null>(null);

/** Leaves for the provider's page; tests replace it. */
export const navigation = { go: (url: string) => window.location.assign(url) };

/** One payment request at a time for the whole purchase page. */
export function PaymentProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { mutate, isPending } = useCreatePaymentMutation();
  const [active, setActive] = useState<ActivePromo | null>(() => signupPromoCode(user.signupData.promocode));
  const check = usePromoCodeCheck(active?.code ?? null);
  const terms = check.data ?? null;
  const [leaving, setLeaving] = useState(false);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const busy = isPending || leaving;

  // Coming back with the browser's Back button restores the page as it was left: unlock it.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setLeaving(false);
      setPendingKey(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const value = useMemo<PaymentState>(
    () => ({
      busy,
      pendingKey,
      chargedPrice: (type) => chargedWithPromo(type, terms),
      promo: {
        active,
        terms,
        error: active?.source === 'typed' ? (check.error ?? null) : null,
        checking: check.isFetching,
        apply: (code) => setActive({ code: code.trim().toUpperCase(), source: 'typed' }),
        clear: () => setActive(null),
      },
      pay: (input) => {
        if (busy) return;
        setPendingKey(paymentKey(input));
        const promoCode = promoCodeOfInput(input, terms);
        mutate(promoCode ? { ...input, promoCode } : input, {
          onSuccess: ({ redirectUrl }) => {
            setLeaving(true);
            navigation.go(redirectUrl);
          },
          onError: (error) => {
            setPendingKey(null);
            toast.error(errorMessage(error), purchaseTexts.pay.paymentFailed);
          },
        });
      },
    }),
    [busy, pendingKey, mutate, active, terms, check.error, check.isFetching],
  );
  return <PaymentContext.Provider value={value}>{children}</PaymentContext.Provider>;
}

export function usePayment(): PaymentState {
  const state = useContext(PaymentContext);
  if (!state) throw new Error('usePayment outside PaymentProvider');
  return state;
}
