import { procedures } from '@school/shared/contracts';
import { teacherSearchSummary } from '@school/shared/domain';
import {
  canSeeTeacherSearchRequests,
  canSendTeacherSearchRequest,
  canSeeTeacherStudents,
  canViewTeacher,
  teacherContactsVisible,
  teacherHomeScope,
} from '@school/shared/permissions';
import { landingTexts, teacherApiTexts } from '@school/shared/texts';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { teacherSearchRequested } from '../notifications/events';
import {
  countNewTeacherSearchRequests,
  countTeacherSearchRequestsSince,
  insertTeacherSearchRequest,
  findTeacher,
  listStudentGroups,
  listStudents,
  listTeacherSearchRequests,
  markTeacherSearchRequestsSeen,
} from './repository';

/** Questionnaires one learner may send in a day (docs/decisions.md, "Teacher search"). */
export const TEACHER_SEARCH_REQUESTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

export function teachersModule(): ApiModule {
  return {
    name: 'teachers',
    procedures: [
      procedureRoute(procedures['teachers.newTeacherSearchRequestsCount'], async (ctx) => {
        // Only teachers see the counter; for anyone else there is nothing new.
        if (!ctx.user().isTeacher) return { count: 0 };
        return { count: await countNewTeacherSearchRequests(ctx.db) };
      }),
      procedureRoute(procedures['teachers.getTeacherSearchRequests'], async (ctx) => {
        if (!canSeeTeacherSearchRequests(ctx.user())) throw forbidden();
        return listTeacherSearchRequests(ctx.db);
      }),
      procedureRoute(procedures['teachers.markTeacherSearchRequestsSeen'], async (ctx, { ids }) => {
        if (!canSeeTeacherSearchRequests(ctx.user())) throw forbidden();
        await markTeacherSearchRequestsSeen(ctx.db, ids);
        return { count: await countNewTeacherSearchRequests(ctx.db) };
      }),
      procedureRoute(procedures['teachers.createTeacherSearchRequest'], async (ctx, input) => {
        const user = ctx.user();
        if (!canSendTeacherSearchRequest(user)) throw forbidden(landingTexts.teacherSearch.learnersOnly);
        const sent = await countTeacherSearchRequestsSince(ctx.db, user.id, new Date(ctx.now.getTime() - DAY_MS));
        if (sent >= TEACHER_SEARCH_REQUESTS_PER_DAY) throw new HttpError(429, [{ message: landingTexts.teacherSearch.tooMany }]);
        // The request and the teachers' notifications of it are written together.
        const id = await ctx.db.transaction().execute(async (trx) => {
          const requestId = await insertTeacherSearchRequest(trx, { studentId: user.id, comment: teacherSearchSummary(input), answers: input, now: ctx.now });
          await teacherSearchRequested(trx, { studentId: user.id, now: ctx.now });
          return requestId;
        });
        return { id };
      }),
      procedureRoute(procedures['teachers.getHome'], async (ctx) => {
        const user = ctx.user();
        const scope = teacherHomeScope(user);
        if (!scope) throw forbidden();
        const teacherId = scope === 'own' ? user.id : null;
        const [students, groups] = await Promise.all([listStudents(ctx.db, teacherId, ctx.now), listStudentGroups(ctx.db, teacherId, ctx.now)]);
        return { scope, students, groups };
      }),
      procedureRoute(procedures['teachers.getTeacher'], async (ctx, { teacherId }) => {
        const user = ctx.user();
        const teacher = await findTeacher(ctx.db, teacherId);
        if (!teacher) throw notFound(teacherApiTexts.teacherNotFound);
        if (!canViewTeacher(user, teacherId)) throw forbidden(teacherApiTexts.teacherNoAccess);
        const contacts = teacherContactsVisible(user, teacherId);
        const withLists = canSeeTeacherStudents(user, teacherId);
        const [students, groups] = withLists
          ? await Promise.all([listStudents(ctx.db, teacherId, ctx.now), listStudentGroups(ctx.db, teacherId, ctx.now)])
          : [null, null];
        return {
          id: teacher.id,
          firstName: teacher.first_name,
          lastName: teacher.last_name,
          bio: teacher.bio ?? '',
          contacts: {
            skype: contacts === 'none' ? null : teacher.skype,
            phone: contacts === 'all' ? teacher.phone : null,
            email: contacts === 'all' ? teacher.email : null,
          },
          students,
          groups,
        };
      }),
    ],
  };
}
