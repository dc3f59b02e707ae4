import { formatRubles } from '@school/shared/domain';
import type { ShownPrice } from '@school/shared/domain';
import { texts } from '../../../texts';
import styles from './purchase.module.css';

/**
 * A price as every card shows it (the one rule of shown prices): the crossed-out reference price and the
 * discount only when something is saved, then the price. `data-*` attributes let tests compare cards.
 */
export function PriceTag({ shown, className, testId, lead }: { shown: ShownPrice; className?: string; testId?: string; lead?: string }) {
  return (
    <p
      className={className ?? styles.total}
      data-testid={testId}
      data-price={shown.price}
      data-per-lesson={shown.perLesson ?? ''}
      data-discount={shown.discountPercent ?? ''}
      data-reference={shown.referencePrice ?? ''}
    >
      {lead && `${lead} `}
      {shown.referencePrice !== null && (
        <s className={styles.oldPrice} aria-label={`${texts.money.was} ${formatRubles(shown.referencePrice)}`}>
          {formatRubles(shown.referencePrice)}
        </s>
      )}
      {formatRubles(shown.price)}
      {shown.discountPercent !== null && <span className={styles.discount}>{texts.badges.sale(shown.discountPercent)}</span>}
    </p>
  );
}
