import { canViewStudentGroup } from '@school/shared/permissions';
import { teacherApiTexts } from '@school/shared/texts';
import { accessHelpers, type RefusalTexts } from '../../http/access';
import { loadStudentGroupFacts } from './repository';
import { studentGroupTexts } from './texts';

/** What the group page answers when a group is missing or closed to the user. */
export const groupRefusal: RefusalTexts = { notFound: studentGroupTexts.groupNotFound, noAccess: teacherApiTexts.groupNoAccess };

/**
 * `groupOr404`: the group's facts, or 404 when there is no such group.
 * `viewableGroup`: the facts when the signed-in user may open the group: 404 for no such group, 403 otherwise.
 */
export const { factsOr404: groupOr404, viewable: viewableGroup } = accessHelpers(loadStudentGroupFacts, canViewStudentGroup);
