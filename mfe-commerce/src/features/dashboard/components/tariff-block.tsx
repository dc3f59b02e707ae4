import { useCurrentUser } from '@school/shared/api';
import { LESSONS_CATEGORY, paidLessonsOf, shownPrice } from '@school/shared/domain';
import type { TransactionType } from '@school/shared/schemas';
import { Badge, ButtonLink } from '@school/shared/ui';
import { usePlacement } from '../../analytics';
import { POPULAR_LESSON_COUNT, requestedPlanIds, useSubscriptionPlans } from '../../purchase';
import { formatRubles } from '@school/shared/domain';
import { texts } from '../../../texts';
import styles from './dashboard.module.css';

/** The packages the tariff block shows, by lessons paid for: the popular 32 and its neighbours. */
const SHOWN_PACKAGES = [8, 16, POPULAR_LESSON_COUNT];

/** Up to three lesson packages of the plan: the sizes above, else its smallest ones. */
function tariffOptions(types: readonly TransactionType[]): TransactionType[] {
  const lessons = types.filter((t) => t.category === LESSONS_CATEGORY && t.reportsAmount > 0).sort((a, b) => paidLessonsOf(a) - paidLessonsOf(b));
  const preferred = lessons.filter((t) => SHOWN_PACKAGES.includes(paidLessonsOf(t)));
  return (preferred.length > 0 ? preferred : lessons).slice(0, 3);
}

/** The learner's plan in brief: three packages with the price of a lesson, and the way to the purchase page. */
export function TariffBlock({ buyable }: { buyable: boolean }) {
  const user = useCurrentUser();
  const plans = useSubscriptionPlans(requestedPlanIds(user.subscriptionPlanId));
  const [placementRef, trackPlacementClick] = usePlacement('tariffs');
  const plan = plans.data?.find((p) => p.id === user.subscriptionPlanId) ?? plans.data?.[0];
  const options = plan ? tariffOptions(plan.transactionTypes) : [];
  if (plans.isPending) return null;
  return (
    <section ref={placementRef} className="sc-panel" aria-labelledby="tariffs-title" data-testid="tariff-block">
      <h2 id="tariffs-title" className={styles.title}>
        {texts.dashboard.tariffsTitle}
        {plan ? `: ${plan.name}` : ''}
      </h2>
      {options.length === 0 ? (
        <p className={styles.muted}>{texts.dashboard.tariffsEmpty}</p>
      ) : (
        <>
          <p className={styles.muted}>{texts.dashboard.tariffsText}</p>
          <ul className={styles.tariffs}>
            {options.map((option) => {
              const popular = paidLessonsOf(option) === POPULAR_LESSON_COUNT;
              const shown = shownPrice(option);
              return (
                <li
                  key={option.id}
                  className={`${styles.tariff} ${popular ? styles.tariffPopular : ''}`}
                  data-testid={`tariff-${option.id}`}
                  data-price={shown.price}
                  data-per-lesson={shown.perLesson ?? ''}
                  data-discount={shown.discountPercent ?? ''}
                  data-reference={shown.referencePrice ?? ''}
                >
                  {popular && <Badge tone="accent">{texts.dashboard.tariffPopular}</Badge>}
                  <p className={styles.tariffName}>{texts.lessons.count(paidLessonsOf(option))}</p>
                  {shown.perLesson !== null && <p className={styles.price}>{texts.dashboard.tariffPerLesson(formatRubles(shown.perLesson))}</p>}
                  <p className={styles.muted}>
                    {texts.money.total(formatRubles(shown.price))}
                    {shown.discountPercent !== null && ` · ${texts.badges.sale(shown.discountPercent)}`}
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {buyable && (
        <div className={styles.actions}>
          <ButtonLink to="/lms/pay" variant="secondary" onClick={trackPlacementClick}>
            {texts.dashboard.tariffChoose}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
