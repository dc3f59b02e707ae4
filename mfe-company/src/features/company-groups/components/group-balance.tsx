import { groupBalance } from '../model/group-balance';
import type { StudentGroupBalance } from '@school/shared/schemas';
import { ReportsLeftBadge } from '@school/shared/ui';
import { texts } from '../../../texts';

/** A group's balance: the sum of sumReportsLeft over formats, or '-' when the group has none. */
export function GroupBalance({ balances }: { balances: readonly StudentGroupBalance[] }) {
  const total = groupBalance(balances);
  const details = balances.map((b) => `${b.name}: ${b.sumReportsLeft}`).join('; ');
  if (total === '-') {
    return (
      <span data-testid="group-balance" title={texts.groups.balanceHint}>
        -
      </span>
    );
  }
  return (
    <span data-testid="group-balance" title={details || texts.groups.balanceHint}>
      <ReportsLeftBadge reportsLeft={total} />
    </span>
  );
}
