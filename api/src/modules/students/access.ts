import { canViewStudent } from '@school/shared/permissions';
import { teacherApiTexts } from '@school/shared/texts';
import { accessHelpers, type RefusalTexts } from '../../http/access';
import { loadStudentFacts } from './repository';

/** What the student page answers when a student is missing or closed to the user. */
export const studentRefusal: RefusalTexts = { notFound: teacherApiTexts.studentNotFound, noAccess: teacherApiTexts.studentNoAccess };

/**
 * `studentOr404`: the student's facts, or 404 when there is no such student.
 * `viewableStudent`: the facts when the signed-in user may open the student: 404 for no such student, 403 otherwise.
 */
export const { factsOr404: studentOr404, viewable: viewableStudent } = accessHelpers(loadStudentFacts, canViewStudent);
