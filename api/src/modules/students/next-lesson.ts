import { isNotInPastDayAt } from '@school/shared/domain';
import { validationTexts } from '@school/shared/texts';
import type { RequestContext } from '../../http/context';
import { badRequest } from '../../http/errors';

/** The date of a next lesson (a student's or a group's): never in a past day by the server's clock, else 400 on `date`. */
export function nextLessonDate(ctx: RequestContext, date: string): Date {
  if (!isNotInPastDayAt(date, ctx.now)) throw badRequest(validationTexts.nextLessonInPast, 'date');
  return new Date(date);
}
