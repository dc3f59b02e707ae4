import { MailListInputSchema, MailListSchema, MailMessageInputSchema, MailMessageSchema } from '../schemas';
import { procedure } from './define';

/** The back office: calls of `/lms/admin/...` (permissions in `@school/shared/permissions`, admin.ts). */
export const adminProcedures = {
  /** The school's outgoing mail, newest first, 50 a page (admins). */
  'mail.list': procedure({ name: 'mail.list', kind: 'query', input: MailListInputSchema, output: MailListSchema }),
  /** One message with its HTML and text bodies (admins). */
  'mail.get': procedure({ name: 'mail.get', kind: 'query', input: MailMessageInputSchema, output: MailMessageSchema }),
};
