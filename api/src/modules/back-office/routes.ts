import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { adjustStudentBalance } from './handlers/adjust-student-balance';
import { addCompanyStudent, getCompany, inviteHr, listCompanies, removeCompanyStudent, removeHr } from './handlers/companies';
import { getPerson } from './handlers/get-person';
import { getStudentSetup } from './handlers/get-student-setup';
import { adjustGroupBalance, getGroup, listGroups, saveGroup } from './handlers/groups';
import { invitePerson } from './handlers/invite-person';
import { listPeople } from './handlers/list-people';
import { resendInvitation } from './handlers/resend-invitation';
import { revokeInvitation } from './handlers/revoke-invitation';
import { setActive } from './handlers/set-active';
import { setRoles } from './handlers/set-roles';
import { assignTeacher, unassignTeacher } from './handlers/student-teachers';
import { teacherOptions } from './handlers/teacher-options';
import { updatePerson } from './handlers/update-person';
import { updateStudent } from './handlers/update-student-setup';

/**
 * The back office (`/lms/admin/...`): people and their invitations, a student's setup and balance
 * ledger, groups, companies. Every handler checks the viewer with the shared permissions first.
 */
export function backOfficeModule(): ApiModule {
  return {
    name: 'back-office',
    procedures: [
      procedureRoute(procedures['admin.people.list'], listPeople),
      procedureRoute(procedures['admin.people.get'], getPerson),
      procedureRoute(procedures['admin.people.invite'], invitePerson),
      procedureRoute(procedures['admin.people.update'], updatePerson),
      procedureRoute(procedures['admin.people.setRoles'], setRoles),
      procedureRoute(procedures['admin.people.setActive'], setActive),
      procedureRoute(procedures['admin.people.resendInvitation'], resendInvitation),
      procedureRoute(procedures['admin.people.revokeInvitation'], revokeInvitation),
      procedureRoute(procedures['admin.teachers.options'], teacherOptions),
      procedureRoute(procedures['admin.students.get'], getStudentSetup),
      procedureRoute(procedures['admin.students.assignTeacher'], assignTeacher),
      procedureRoute(procedures['admin.students.unassignTeacher'], unassignTeacher),
      procedureRoute(procedures['admin.students.update'], updateStudent),
      procedureRoute(procedures['admin.students.adjustBalance'], adjustStudentBalance),
      procedureRoute(procedures['admin.groups.list'], listGroups),
      procedureRoute(procedures['admin.groups.get'], getGroup),
      procedureRoute(procedures['admin.groups.save'], saveGroup),
      procedureRoute(procedures['admin.groups.adjustBalance'], adjustGroupBalance),
      procedureRoute(procedures['admin.companies.list'], listCompanies),
      procedureRoute(procedures['admin.companies.get'], getCompany),
      procedureRoute(procedures['admin.companies.inviteHr'], inviteHr),
      procedureRoute(procedures['admin.companies.removeHr'], removeHr),
      procedureRoute(procedures['admin.companies.addStudent'], addCompanyStudent),
      procedureRoute(procedures['admin.companies.removeStudent'], removeCompanyStudent),
    ],
  };
}
