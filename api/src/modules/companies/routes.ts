import { statusForHr } from '@school/shared/domain';
import { endpoints, procedures } from '@school/shared/contracts';
import {
  canAddCompany,
  canSeeTopUps,
  canSeeUserGroup,
  canTopUpBalance,
  isHrView,
  visibleUserGroupScope,
  type Viewer,
  readsAsHrOnly,
} from '@school/shared/permissions';
import { validationTexts } from '@school/shared/texts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/context';
import { procedureRoute, route } from '../../http/register';
import type { ApiModule } from '../module';
import { listStudentGroups, loadStudentGroup, loadStudentGroupFacts } from '../student-groups/repository';
import {
  countUserGroupContents,
  countUserGroups,
  findUserGroup,
  insertUserGroup,
  listUserGroups,
  listUserGroupStudents,
  listUserGroupTopUps,
  reportFullTypeExists,
  topUpStudentGroupBalance,
} from './repository';

/**
 * A company the user may see, or 403 (another company's HR, teachers, students), or 404 (staff asking
 * for a company that does not exist). Permission comes first so HR learn nothing about other ids.
 */
async function visibleUserGroup(ctx: RequestContext, userGroupId: number) {
  const user = ctx.user();
  if (!canSeeUserGroup(user, userGroupId)) throw forbidden();
  const userGroup = await findUserGroup(ctx.db, userGroupId);
  if (!userGroup) throw notFound();
  return userGroup;
}

/** How many companies the user sees: HR view needs it (a non-staff user with exactly one company is HR). */
async function visibleUserGroupsCount(ctx: RequestContext, user: Viewer): Promise<number> {
  const scope = visibleUserGroupScope(user);
  return scope === 'all' ? countUserGroups(ctx.db) : scope.length;
}

export function companiesModule(): ApiModule {
  return {
    name: 'companies',
    routes: [
      route(endpoints.userGroups, async (ctx) => listUserGroups(ctx.db, visibleUserGroupScope(ctx.user()))),

      route(endpoints.createUserGroup, async (ctx, { body }) => {
        if (!canAddCompany(ctx.user())) throw forbidden();
        const created = await insertUserGroup(ctx.db, body.name);
        if (!created) throw conflict(validationTexts.companyNameDuplicate, 'name');
        return created;
      }),

      route(endpoints.userGroup, async (ctx, { params }) => visibleUserGroup(ctx, params.userGroupId)),

      route(endpoints.userGroupStudents, async (ctx, { params }) => {
        await visibleUserGroup(ctx, params.userGroupId);
        const students = await listUserGroupStudents(ctx.db, params.userGroupId);
        const user = ctx.user();
        // A client's HR sees whether each employee studies, not the school's sales notes.
        return students.map((student) => {
          if (!readsAsHrOnly(user, student.id)) return student;
          const status = statusForHr({ id: student.studentStatusId, name: student.studentStatusName });
          return { ...student, studentStatusId: status.id, studentStatusName: status.name };
        });
      }),

      route(endpoints.userGroupStudentGroups, async (ctx, { params }) => {
        await visibleUserGroup(ctx, params.userGroupId);
        return listStudentGroups(ctx.db, { userGroupId: params.userGroupId }, ctx.now);
      }),

      route(endpoints.userGroupTopUps, async (ctx, { params }) => {
        if (!canSeeTopUps(ctx.user())) throw forbidden();
        await visibleUserGroup(ctx, params.userGroupId);
        return listUserGroupTopUps(ctx.db, params.userGroupId);
      }),

      route(endpoints.topUpStudentGroup, async (ctx, { params, body }) => {
        const user = ctx.user();
        if (!canTopUpBalance(user)) throw forbidden();
        if (!(await loadStudentGroupFacts(ctx.db, params.studentGroupId))) throw notFound();
        if (!(await reportFullTypeExists(ctx.db, body.reportFullTypeId))) throw badRequest(validationTexts.groupFormatRequired, 'reportFullTypeId');
        await topUpStudentGroupBalance(ctx.db, {
          studentGroupId: params.studentGroupId,
          reportFullTypeId: body.reportFullTypeId,
          amount: body.amount,
          userId: user.id,
          now: ctx.now,
        });
        const group = await loadStudentGroup(ctx.db, params.studentGroupId, ctx.now);
        if (!group) throw notFound();
        return group;
      }),
    ],
    procedures: [
      procedureRoute(procedures['userGroups.getUserGroup'], async (ctx, { userGroupId }) => {
        const user = ctx.user();
        const userGroup = await visibleUserGroup(ctx, userGroupId);
        const [counts, visibleCount] = await Promise.all([countUserGroupContents(ctx.db, userGroupId), visibleUserGroupsCount(ctx, user)]);
        return { userGroup, ...counts, viewerIsHr: isHrView(user, visibleCount) };
      }),
    ],
  };
}
