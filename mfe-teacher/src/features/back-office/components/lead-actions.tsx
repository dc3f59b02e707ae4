import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, normaliseError, useProcedureQuery } from '@school/shared/api';
import { ConvertLeadFormSchema, type Lead } from '@school/shared/schemas';
import { Button, Modal, Select, TextArea, TextInput, toast, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useBackOfficeMutation } from '../api/back-office-hooks';
import { leadEmail, personName, splitLeadName } from '../model/people';
import { PersonFields } from './person-fields';
import styles from './back-office.module.css';

const t = texts.backOffice.leads;

function ConvertDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const { firstName, lastName } = splitLeadName(lead.name);
  const form = useSchemaForm(ConvertLeadFormSchema, { firstName, lastName, email: leadEmail(lead.contact), phone: lead.phone });
  const teachers = useProcedureQuery('admin.teachers.options', {}, { staleTime: 60_000 });
  const [teacherId, setTeacherId] = useState('');
  const convert = useBackOfficeMutation('leads.convert');
  const error = convert.error ? normaliseError(convert.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values)
      convert.mutate(
        { leadId: lead.id, ...values, ...(teacherId ? { teacherId: Number(teacherId) } : {}) },
        {
          onSuccess: () => {
            toast.success(t.converted);
            onClose();
          },
        },
      );
  };
  return (
    <Modal
      title={t.convertTitle}
      onClose={onClose}
      testId="convert-lead-dialog"
      footer={
        <Button type="submit" form="convert-lead-form" loading={convert.isPending}>
          {t.convertSubmit}
        </Button>
      }
    >
      <form id="convert-lead-form" className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>{t.convertHint}</p>
        <PersonFields form={form} error={error} />
        <TextInput label={texts.backOffice.people.phone} type="tel" {...form.field('phone')} />
        <Select
          label={t.teacher}
          value={teacherId}
          onChange={setTeacherId}
          options={[{ value: '', label: t.noTeacher }, ...(teachers.data ?? []).map((o) => ({ value: String(o.id), label: personName(o) }))]}
        />
      </form>
    </Modal>
  );
}

function NoteDialog({ lead, status, onClose }: { lead: Lead; status: 'handled' | 'rejected' | 'new'; onClose: () => void }) {
  const [note, setNote] = useState(lead.statusNote);
  const save = useBackOfficeMutation('leads.setStatus');
  return (
    <Modal
      title={t.noteTitle(t.status[status] ?? status)}
      onClose={onClose}
      testId="lead-note-dialog"
      footer={
        <Button loading={save.isPending} onClick={() => save.mutate({ leadId: lead.id, status, note }, { onSuccess: onClose })}>
          {t.noteSave}
        </Button>
      }
    >
      {save.error && (
        <p className="sc-form-error" role="alert">
          {errorMessage(normaliseError(save.error))}
        </p>
      )}
      <TextArea label={t.note} value={note} onChange={setNote} maxLength={1000} />
    </Modal>
  );
}

/** What staff do with a lead: make it a student (one step), mark it handled or rejected with a note. */
export function LeadActions({ lead }: { lead: Lead }) {
  const [open, setOpen] = useState<'convert' | 'handled' | 'rejected' | 'new' | null>(null);
  if (lead.status === 'converted') {
    return lead.convertedUserId ? <Link to={`/lms/admin/people/${lead.convertedUserId}`}>{t.openPerson}</Link> : null;
  }
  return (
    <div className={styles.actions}>
      <Button size="small" onClick={() => setOpen('convert')}>
        {t.convert}
      </Button>
      {lead.status !== 'handled' && (
        <Button size="small" variant="secondary" onClick={() => setOpen('handled')}>
          {t.handled}
        </Button>
      )}
      {lead.status !== 'rejected' && (
        <Button size="small" variant="secondary" onClick={() => setOpen('rejected')}>
          {t.reject}
        </Button>
      )}
      {lead.status !== 'new' && (
        <Button size="small" variant="link" onClick={() => setOpen('new')}>
          {t.reopen}
        </Button>
      )}
      {open === 'convert' && <ConvertDialog lead={lead} onClose={() => setOpen(null)} />}
      {open && open !== 'convert' && <NoteDialog lead={lead} status={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
