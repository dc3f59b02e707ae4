import * as v from 'valibot';
import {
  AdjustGroupBalanceInputSchema,
  AdjustStudentBalanceInputSchema,
  AuditListInputSchema,
  AuditListSchema,
  BalanceSchema,
  CompanyDetailsSchema,
  CompanyInputSchema,
  CompanyListSchema,
  CompanyPersonInputSchema,
  ConvertLeadInputSchema,
  CreatedSchema,
  GroupDetailsSchema,
  GroupInputSchema,
  GroupListInputSchema,
  GroupListSchema,
  InviteHrInputSchema,
  InvitePersonInputSchema,
  MailListInputSchema,
  MailListSchema,
  MailMessageInputSchema,
  MailMessageSchema,
  OkSchema,
  PeopleListInputSchema,
  PeopleListSchema,
  PersonCardSchema,
  PersonIdInputSchema,
  PersonInputSchema,
  SaveGroupInputSchema,
  SetActiveInputSchema,
  SetLeadStatusInputSchema,
  SetRolesInputSchema,
  StudentSetupInputSchema,
  StudentSetupSchema,
  StudentTeacherInputSchema,
  TeacherOptionsSchema,
  UpdatePersonInputSchema,
  UpdateStudentSetupInputSchema,
} from '../schemas';
import { procedure } from './define';

const NoInput = v.strictObject({});

/**
 * The back office: calls of `/lms/admin/...`. Admins may call all of them; client managers the calls
 * about people without staff roles, students, groups, companies and leads; nobody else any
 * (permissions in `@school/shared/permissions`, admin.ts).
 */
export const adminProcedures = {
  /** The school's outgoing mail, newest first, 50 a page (admins). */
  'mail.list': procedure({ name: 'mail.list', kind: 'query', input: MailListInputSchema, output: MailListSchema }),
  /** One message with its HTML and text bodies (admins). */
  'mail.get': procedure({ name: 'mail.get', kind: 'query', input: MailMessageInputSchema, output: MailMessageSchema }),

  /** People: search by name, e-mail or phone, filter by role and status, 50 a page. */
  'admin.people.list': procedure({ name: 'admin.people.list', kind: 'query', input: PeopleListInputSchema, output: PeopleListSchema }),
  /** A person's card: contacts, roles, activity, invitation. */
  'admin.people.get': procedure({ name: 'admin.people.get', kind: 'query', input: PersonInputSchema, output: PersonCardSchema }),
  /** A new person by e-mail, with an invitation link (7 days); staff roles by admins only. */
  'admin.people.invite': procedure({ name: 'admin.people.invite', kind: 'mutation', input: InvitePersonInputSchema, output: CreatedSchema }),
  /** Contacts of a person. */
  'admin.people.update': procedure({ name: 'admin.people.update', kind: 'mutation', input: UpdatePersonInputSchema, output: OkSchema }),
  /** Roles of a person; staff roles by admins only, never the last admin's. */
  'admin.people.setRoles': procedure({ name: 'admin.people.setRoles', kind: 'mutation', input: SetRolesInputSchema, output: OkSchema }),
  /** Deactivate (sessions end, records stay) or reactivate; never oneself or the last admin. */
  'admin.people.setActive': procedure({ name: 'admin.people.setActive', kind: 'mutation', input: SetActiveInputSchema, output: OkSchema }),
  /** A fresh invitation link (the earlier one stops working). */
  'admin.people.resendInvitation': procedure({ name: 'admin.people.resendInvitation', kind: 'mutation', input: PersonIdInputSchema, output: OkSchema }),
  /** The invitation link stops working. */
  'admin.people.revokeInvitation': procedure({ name: 'admin.people.revokeInvitation', kind: 'mutation', input: PersonIdInputSchema, output: OkSchema }),
  /** Active teachers and apprentices, for assigning. */
  'admin.teachers.options': procedure({ name: 'admin.teachers.options', kind: 'query', input: NoInput, output: TeacherOptionsSchema }),

  /** A student's setup: teachers, plan, status, program, balances and their ledger. */
  'admin.students.get': procedure({ name: 'admin.students.get', kind: 'query', input: StudentSetupInputSchema, output: StudentSetupSchema }),
  'admin.students.assignTeacher': procedure({ name: 'admin.students.assignTeacher', kind: 'mutation', input: StudentTeacherInputSchema, output: OkSchema }),
  'admin.students.unassignTeacher': procedure({ name: 'admin.students.unassignTeacher', kind: 'mutation', input: StudentTeacherInputSchema, output: OkSchema }),
  'admin.students.update': procedure({ name: 'admin.students.update', kind: 'mutation', input: UpdateStudentSetupInputSchema, output: OkSchema }),
  /** Changes a balance of one format by an adjustment with a reason (a ledger entry); answers the new balance. */
  'admin.students.adjustBalance': procedure({
    name: 'admin.students.adjustBalance',
    kind: 'mutation',
    input: AdjustStudentBalanceInputSchema,
    output: BalanceSchema,
  }),

  'admin.groups.list': procedure({ name: 'admin.groups.list', kind: 'query', input: GroupListInputSchema, output: GroupListSchema }),
  'admin.groups.get': procedure({ name: 'admin.groups.get', kind: 'query', input: GroupInputSchema, output: GroupDetailsSchema }),
  /** Creates (no id) or edits a group: name, company, plan, students and teachers. */
  'admin.groups.save': procedure({ name: 'admin.groups.save', kind: 'mutation', input: SaveGroupInputSchema, output: CreatedSchema }),
  'admin.groups.adjustBalance': procedure({
    name: 'admin.groups.adjustBalance',
    kind: 'mutation',
    input: AdjustGroupBalanceInputSchema,
    output: BalanceSchema,
  }),

  'admin.companies.list': procedure({ name: 'admin.companies.list', kind: 'query', input: NoInput, output: CompanyListSchema }),
  'admin.companies.get': procedure({ name: 'admin.companies.get', kind: 'query', input: CompanyInputSchema, output: CompanyDetailsSchema }),
  /** An HR user of the company: an existing account by its e-mail, or a new one with an invitation. */
  'admin.companies.inviteHr': procedure({ name: 'admin.companies.inviteHr', kind: 'mutation', input: InviteHrInputSchema, output: CreatedSchema }),
  'admin.companies.removeHr': procedure({ name: 'admin.companies.removeHr', kind: 'mutation', input: CompanyPersonInputSchema, output: OkSchema }),
  'admin.companies.addStudent': procedure({ name: 'admin.companies.addStudent', kind: 'mutation', input: CompanyPersonInputSchema, output: OkSchema }),
  'admin.companies.removeStudent': procedure({ name: 'admin.companies.removeStudent', kind: 'mutation', input: CompanyPersonInputSchema, output: OkSchema }),

  /** A lead becomes a student in one step: the account, an invitation, optionally a teacher; the lead is marked converted. */
  'leads.convert': procedure({ name: 'leads.convert', kind: 'mutation', input: ConvertLeadInputSchema, output: CreatedSchema }),
  /** A lead handled or rejected (or new again), with a note. */
  'leads.setStatus': procedure({ name: 'leads.setStatus', kind: 'mutation', input: SetLeadStatusInputSchema, output: OkSchema }),

  /** Every back-office change and every sign-in of staff (admins). */
  'admin.audit.list': procedure({ name: 'admin.audit.list', kind: 'query', input: AuditListInputSchema, output: AuditListSchema }),
};
