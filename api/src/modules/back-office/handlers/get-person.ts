import type { procedures } from '@school/shared/contracts';
import { canManagePerson } from '@school/shared/permissions';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { backOfficeUser } from '../access';
import { loadPerson } from '../repository';
import { backOfficeRefusals } from '../texts';

export const getPerson: ProcedureHandler<(typeof procedures)['admin.people.get']> = async (ctx, { id }) => {
  const user = backOfficeUser(ctx);
  const person = await loadPerson(ctx.db, id, ctx.now);
  if (!person) throw notFound(backOfficeRefusals.personNotFound);
  const { columns: _columns, ...card } = person;
  return { ...card, canManage: canManagePerson(user, card.roles) };
};
