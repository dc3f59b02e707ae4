import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { canPayInInstallments } from '@school/shared/domain';
import { canBuyLessons } from '@school/shared/permissions';
import type { SubscriptionPlan } from '@school/shared/schemas';
import { ButtonLink, EmptyState, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { purchaseTexts } from '../texts';
import { useSubscriptionPlans } from '../api/purchase-queries';
import { PaymentProvider } from '../hooks/use-payment';
import {
  calculatorFormats,
  calculatorTypeOf,
  initialCalculatorSelection,
  selectFormat,
  type CalculatorFormat,
  type CalculatorSelection,
} from '../model/calculator';
import { planIdsForPage } from '../model/plan-ids';
import { courseOptionsOf, courseOptionTitle } from '../model/course-card';
import { BalanceSummary } from './balance-summary';
import { CoursePriceCard } from './course-price-card';
import { OfferBlock } from './offer-block';
import { PackageCards } from './package-cards';
import { PromoCodeField } from './promo-code-field';
import { PaymentCalculator } from './payment-calculator';
import { SingleOptionCard } from './single-option-card';
import { TrialCard } from './trial-card';
import styles from './purchase.module.css';
import { payBlockHeadline, singleOptionKind } from '../model/pay-block';

/** /lms/pay: the learner's plans, the registration offer, the calculator and the package cards. */
export function PayPage() {
  const user = useCurrentUser();
  if (!canBuyLessons(user)) {
    return (
      <section className="sc-panel" data-testid="pay-not-for-you">
        <h1 className="sc-page-title">{purchaseTexts.pages.payPage}</h1>
        <p>{purchaseTexts.pay.learnersOnly}</p>
        <ButtonLink to="/lms/dashboard" variant="secondary">
          {texts.backHome}
        </ButtonLink>
      </section>
    );
  }
  return (
    <PaymentProvider>
      <Purchase />
    </PaymentProvider>
  );
}

function Purchase() {
  const user = useCurrentUser();
  const { search } = useLocation();
  const planIds = useMemo(() => planIdsForPage(search, user.subscriptionPlanId), [search, user.subscriptionPlanId]);
  const plans = useSubscriptionPlans(planIds);
  return (
    <div className={styles.page}>
      <QueryView query={plans}>{(data) => <PurchaseContent plans={data} mainPlanId={planIds[0]!} balances={user.paidReportsLeftCounts} />}</QueryView>
    </div>
  );
}

function PurchaseContent({
  plans,
  mainPlanId,
  balances,
}: {
  plans: SubscriptionPlan[];
  mainPlanId: string;
  balances: Parameters<typeof BalanceSummary>[0]['balances'];
}) {
  const main = plans.find((p) => p.id === mainPlanId) ?? plans[0];
  if (!main) {
    return (
      <section className="sc-panel">
        <h1 className="sc-page-title">{purchaseTexts.pay.headlineChoose}</h1>
        <EmptyState text={purchaseTexts.pay.noPlans} />
      </section>
    );
  }
  const single = singleOptionKind(main.transactionTypes);
  const courseOptions = courseOptionsOf(main);
  const headline = payBlockHeadline(main.transactionTypes) === 'pay' ? purchaseTexts.pay.headlinePay : purchaseTexts.pay.headlineChoose;
  return (
    <>
      <header>
        <h1 className="sc-page-title">{headline}</h1>
        <p className={styles.intro}>
          {purchaseTexts.pay.intro(main.transactionTypes.some(canPayInInstallments), courseOptions.length > 0 || single === 'course')}
        </p>
      </header>
      <BalanceSummary balances={balances} />
      <PromoCodeField />
      <OfferBlock plans={plans} />
      {single ? (
        <SingleOptionCard plan={main} option={main.transactionTypes[0]!} kind={single} />
      ) : courseOptions.length > 0 ? (
        courseOptions.map((option) => <CoursePriceCard key={option.id} title={courseOptionTitle(main, option, courseOptions.length)} option={option} />)
      ) : (
        <PaymentBlock plans={plans} mainPlanId={main.id} />
      )}
      <TrialCard plan={main} />
    </>
  );
}

/** The calculator and, under it, every package of the chosen format. */
function PaymentBlock({ plans, mainPlanId }: { plans: SubscriptionPlan[]; mainPlanId: string }) {
  const formats = useMemo(() => calculatorFormats(plans), [plans]);
  const type = calculatorTypeOf(plans);
  const [selection, setSelection] = useState<CalculatorSelection | null>(() => initialCalculatorSelection(formats, mainPlanId));
  if (!selection) return null;
  const format: CalculatorFormat | undefined = formats.find((f) => f.id === selection.formatId);
  return (
    <>
      <PaymentCalculator
        type={type}
        formats={formats}
        selection={selection}
        onFormat={(formatId) => setSelection(selectFormat(formats, selection, formatId))}
        onLessons={(lessons) => setSelection({ ...selection, lessons })}
      />
      {format && <PackageCards options={format.options} />}
    </>
  );
}
