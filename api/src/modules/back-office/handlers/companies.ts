import type { procedures } from '@school/shared/contracts';
import { backOfficeTexts } from '@school/shared/texts';
import { conflict, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { findAccountByEmail } from '../../accounts/repository';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { invitePerson } from '../invitations';
import { addHr, companyName, isStudent, listCompanies as readAll, loadCompanyDetails, removeHr as remove, setStudentCompany } from '../repository';

export const listCompanies: ProcedureHandler<(typeof procedures)['admin.companies.list']> = async (ctx) => {
  backOfficeUser(ctx);
  return readAll(ctx.db);
};

export const getCompany: ProcedureHandler<(typeof procedures)['admin.companies.get']> = async (ctx, { companyId }) => {
  backOfficeUser(ctx);
  const company = await loadCompanyDetails(ctx.db, companyId, ctx.now);
  if (!company) throw notFound(backOfficeTexts.companyNotFound);
  return company;
};

/**
 * An HR user of the company: an account with this e-mail becomes HR at once; otherwise a new account
 * gets an invitation naming the company. Both in one transaction with the audit entry.
 */
export const inviteHr: ProcedureHandler<(typeof procedures)['admin.companies.inviteHr']> = async (ctx, input) => {
  const user = backOfficeUser(ctx);
  const name = await companyName(ctx.db, input.companyId);
  if (name === null) throw notFound(backOfficeTexts.companyNotFound);
  const existing = await findAccountByEmail(ctx.db, input.email);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const personId =
      existing?.id ?? (await invitePerson(trx, ctx.deps, { ...input, phone: '', roles: [], invitedAs: 'hr', companyName: name, by: user.id, now: ctx.now }));
    if (personId === null) throw conflict(backOfficeTexts.emailTaken, 'email');
    if (!(await addHr(trx, input.companyId, personId))) throw conflict(backOfficeTexts.alreadyHr, 'email');
    await recordAudit(trx, {
      actorId: user.id,
      kind: 'company.hr-add',
      personId,
      subject: `company:${input.companyId}`,
      after: { companyId: input.companyId },
      at: ctx.now,
    });
    return personId;
  });
  return { id };
};

export const removeHr: ProcedureHandler<(typeof procedures)['admin.companies.removeHr']> = async (ctx, { companyId, personId }) => {
  const user = backOfficeUser(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await remove(trx, companyId, personId))) throw notFound(backOfficeTexts.personNotFound);
    await recordAudit(trx, { actorId: user.id, kind: 'company.hr-remove', personId, subject: `company:${companyId}`, before: { companyId }, at: ctx.now });
  });
  return { ok: true as const };
};

export const addCompanyStudent: ProcedureHandler<(typeof procedures)['admin.companies.addStudent']> = async (ctx, { companyId, personId }) => {
  const user = backOfficeUser(ctx);
  if ((await companyName(ctx.db, companyId)) === null) throw notFound(backOfficeTexts.companyNotFound);
  if (!(await isStudent(ctx.db, personId))) throw notFound(backOfficeTexts.studentNotFound);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await setStudentCompany(trx, personId, companyId);
    if (before !== companyId) {
      await recordAudit(trx, {
        actorId: user.id,
        kind: 'company.student-add',
        personId,
        subject: `company:${companyId}`,
        before: { companyId: before },
        after: { companyId },
        at: ctx.now,
      });
    }
  });
  return { ok: true as const };
};

export const removeCompanyStudent: ProcedureHandler<(typeof procedures)['admin.companies.removeStudent']> = async (ctx, { companyId, personId }) => {
  const user = backOfficeUser(ctx);
  if (!(await isStudent(ctx.db, personId))) throw notFound(backOfficeTexts.studentNotFound);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await setStudentCompany(trx, personId, null);
    if (before !== companyId) throw notFound(backOfficeTexts.studentNotFound);
    await recordAudit(trx, {
      actorId: user.id,
      kind: 'company.student-remove',
      personId,
      subject: `company:${companyId}`,
      before: { companyId },
      after: { companyId: null },
      at: ctx.now,
    });
  });
  return { ok: true as const };
};
