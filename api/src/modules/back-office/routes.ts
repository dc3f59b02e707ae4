import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { addCompanyStudent } from './handlers/add-company-student';
import { adjustGroupBalance } from './handlers/adjust-group-balance';
import { adjustStudentBalance } from './handlers/adjust-student-balance';
import { assignTeacher } from './handlers/assign-teacher';
import { getCompany } from './handlers/get-company';
import { getGroup } from './handlers/get-group';
import { getPerson } from './handlers/get-person';
import { getStudentSetup } from './handlers/get-student-setup';
import { inviteHr } from './handlers/invite-hr';
import { invitePerson } from './handlers/invite-person';
import { listCompanies } from './handlers/list-companies';
import { listGroups } from './handlers/list-groups';
import { listPeople } from './handlers/list-people';
import { removeCompanyStudent } from './handlers/remove-company-student';
import { removeHr } from './handlers/remove-hr';
import { resendInvitation } from './handlers/resend-invitation';
import { revokeInvitation } from './handlers/revoke-invitation';
import { saveGroup } from './handlers/save-group';
import { setActive } from './handlers/set-active';
import { setRoles } from './handlers/set-roles';
import { teacherOptions } from './handlers/teacher-options';
import { unassignTeacher } from './handlers/unassign-teacher';
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
