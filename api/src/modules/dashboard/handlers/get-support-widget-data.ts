import type { procedures } from '@school/shared/contracts';
import { unauthenticated } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { loadCurrentUser } from '../../auth/repository';
import { studentTransactions } from '../../learning/repository';

/** What the support widget shows of the signed-in user: contacts, plan, payments and lessons. */
export const getSupportWidgetData: ProcedureHandler<(typeof procedures)['support.getWidgetData']> = async (ctx) => {
  const viewer = ctx.user();
  const [user, transactions] = await Promise.all([loadCurrentUser(ctx.db, viewer.id), studentTransactions(ctx.db, viewer.id)]);
  if (!user) throw unauthenticated();
  return {
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    email: user.email,
    phone: user.phone,
    skype: user.skype,
    planName: user.subscriptionPlan?.name ?? null,
    paymentsCount: transactions.length,
    paymentsTotal: transactions.reduce((sum, t) => sum + t.sum, 0),
    lessonsBought: transactions.reduce((sum, t) => sum + t.transactionType.reportsAmount, 0),
    lessonsLeft: user.paidReportsLeftCounts.reduce((sum, b) => sum + b.reportsLeft, 0),
  };
};
