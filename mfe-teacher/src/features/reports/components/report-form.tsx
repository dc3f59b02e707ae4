import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { formErrorMessage, useCurrentUser } from '@school/shared/api';
import { canUploadReportVideo } from '@school/shared/permissions';
import type { Report, ReportFullType, ReportStatus } from '@school/shared/schemas';
import { Button, ConfirmDialog, DateInput, FormError, Select, TextArea, TimeInput, useUnsavedChanges } from '@school/shared/ui';
import { browserStorage } from '@school/shared/storage';
import { texts } from '../../../texts';
import { usePlannedRate } from '../api/planned-rate';
import { useSaveReport, type SaveReportRequest } from '../api/report-queries';
import { createDraftStore, draftKey, type DraftOwner } from '../model/draft-store';
import type { HomeworkDraft } from '../model/homework';
import { rateView } from '../model/rate';
import {
  attendancePayload,
  editReportValues,
  formatsFor,
  isDirty,
  isFormValid,
  isPaidFormat,
  needsLateConfirmation,
  newReportValues,
  reportPayload,
  validateReportForm,
  type ReportFormValues,
  type ReportTarget,
} from '../model/report-form';
import { HomeworkEditor } from './homework-editor';
import styles from './reports.module.css';
import { VideoUpload } from './video-upload';

interface ReportFormProps {
  mode: 'create' | 'edit';
  target: ReportTarget;
  formats: readonly ReportFullType[];
  /** The report being edited. */
  report?: Report;
  /** A date to start a new report with (an appointment), when no draft exists. */
  passedDate?: string | null;
  onSaved: (report: Report) => void;
  onCancel: () => void;
  /** Tells the surrounding dialog a drag is under way (Escape then cancels the drag only). */
  onDraggingChange?: (dragging: boolean) => void;
}

const STATUS_OPTIONS: { value: ReportStatus; label: string }[] = [
  { value: 'default', label: texts.reports.lessonHeld },
  { value: 'missing student', label: texts.reports.missingStudent },
];

function draftOwnerOf(target: ReportTarget): DraftOwner {
  return target.kind === 'student' ? { kind: 'student', studentId: target.studentId } : { kind: 'group', studentGroupId: target.studentGroupId };
}

/** The teacher's own "you will not be paid for this lesson" warnings. */
function RateWarning({ studentId, fullTypeId }: { studentId: number | null; fullTypeId: string }) {
  const planned = usePlannedRate({ studentId, reportFullTypeId: fullTypeId, skip: false });
  if (!planned) return null;
  const view = rateView(planned);
  if (view.kind === 'amount') return null;
  return (
    <div className="sc-form-warning" role="status" data-testid="rate-warning">
      {view.message}
      {view.hint && <div className={styles.muted}>{view.hint}</div>}
    </div>
  );
}

/**
 * The report form, for a new report (with a draft kept in the browser on every change) and for
 * editing one. Everything typed stays after a failed save.
 */
export function ReportForm({ mode, target, formats, report, passedDate, onSaved, onCancel, onDraggingChange }: ReportFormProps) {
  const user = useCurrentUser();
  const allowed = useMemo(() => formatsFor(target, formats, user.roleId), [target, formats, user.roleId]);
  const draftStore = useMemo(() => createDraftStore(browserStorage(), draftKey(draftOwnerOf(target), user.id)), [target, user.id]);

  const [pristine] = useState<ReportFormValues>(() =>
    mode === 'edit' && report
      ? editReportValues(report, target.kind === 'group' ? target.students : [])
      : newReportValues({ target, allowed, now: new Date(), passedDate }),
  );
  const [restored] = useState(() => (mode === 'create' ? draftStore.load() : null));
  const [values, setValues] = useState<ReportFormValues>(() => restored?.values ?? pristine);
  const [uploading, setUploading] = useState(false);
  const [askLate, setAskLate] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const save = useSaveReport();

  const dirty = isDirty(values, pristine);
  // Leaving the page with unsaved input asks first (the draft of a new report survives anyway).
  const unsaved = useUnsavedChanges(dirty);
  useEffect(() => {
    if (mode !== 'create') return;
    if (dirty) draftStore.save(values);
    else draftStore.clear();
  }, [mode, dirty, values, draftStore]);

  const now = new Date();
  const errors = validateReportForm(values, now);
  const valid = isFormValid(errors);
  const submitBlocked = uploading ? texts.reports.disableSubmitting : null;
  const canSubmit = !save.isPending && dirty && valid && submitBlocked === null;

  const format = formats.find((f) => f.id === values.fullTypeId);
  const fieldTypes = [...(format?.fieldTypes ?? [])].sort((a, b) => a.order - b.order);
  const set = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) => setValues((prev) => ({ ...prev, [key]: value }));
  const changeHomework = (change: (groups: HomeworkDraft) => HomeworkDraft) => setValues((prev) => ({ ...prev, homework: change(prev.homework) }));

  const isOwnTeacher = user.isTeacher && (mode === 'create' || report?.teacherId === user.id);
  const rateStudentId = target.kind === 'student' ? target.studentId : (target.students[0]?.id ?? null);

  const send = () => {
    setSubmitError(null);
    const data = reportPayload(values, format);
    const request: SaveReportRequest =
      mode === 'create'
        ? target.kind === 'student'
          ? { kind: 'create-student', studentId: target.studentId, data }
          : { kind: 'create-group', studentGroupId: target.studentGroupId, students: attendancePayload(values), data }
        : target.kind === 'student'
          ? { kind: 'update-student', reportId: report!.id, studentId: target.studentId, data }
          : { kind: 'update-group', reportId: report!.id, students: attendancePayload(values), data };
    save.mutate(request, {
      onSuccess: (saved) => {
        if (mode === 'create') draftStore.clear();
        unsaved.release();
        onSaved(saved);
      },
      // The form keeps everything typed; the error shows above the buttons.
      onError: (error) => setSubmitError(formErrorMessage(error)),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (needsLateConfirmation(values, new Date(), mode)) setAskLate(true);
    else send();
  };

  const cancel = () => {
    if (mode === 'edit' && dirty) setAskDiscard(true);
    else onCancel();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="report-form" data-mode={mode} data-blocked={submitBlocked ?? undefined}>
      {restored && mode === 'create' && (
        <p className={styles.muted} role="status">
          {texts.reports.draftRestored}
        </p>
      )}
      <div className={styles.formRow}>
        <DateInput label={texts.reports.date} value={values.date} onChange={(date) => set('date', date)} error={errors.date} />
        <TimeInput label={texts.reports.time} value={values.time} onChange={(time) => set('time', time)} />
      </div>

      {mode === 'create' ? (
        allowed.length === 0 ? (
          <p className="sc-form-error">{texts.reports.noFormats}</p>
        ) : (
          <Select
            label={texts.reports.format}
            value={values.fullTypeId}
            onChange={(fullTypeId) => set('fullTypeId', fullTypeId)}
            options={allowed.map((f) => ({ value: f.id, label: f.name }))}
            error={errors.fullTypeId}
          />
        )
      ) : (
        <div className="sc-field">
          <span className="sc-field__label">{texts.reports.format}</span>
          <span data-testid="report-format-fixed">{format?.name ?? report?.fullType.name}</span>
          <span className="sc-field__hint">{texts.reports.formatFixed}</span>
        </div>
      )}
      {mode === 'create' && target.kind === 'student' && values.fullTypeId && !isPaidFormat(values.fullTypeId, target.paidFormats) && (
        <p className="sc-form-warning" role="status" data-testid="format-not-paid">
          {texts.reports.formatNotPaid}
        </p>
      )}
      {isOwnTeacher && values.fullTypeId && <RateWarning studentId={rateStudentId} fullTypeId={values.fullTypeId} />}

      <Select label={texts.reports.status} value={values.status} onChange={(status) => set('status', status as ReportStatus)} options={STATUS_OPTIONS} />

      {target.kind === 'group' && (
        <fieldset className={styles.attendance} data-testid="attendance">
          <legend className={styles.blockTitle}>{texts.reports.attendance}</legend>
          {target.students.map((s) => {
            const id = String(s.id);
            return (
              <label key={id} className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={values.attendance[id] === 'present'}
                  onChange={(e) => set('attendance', { ...values.attendance, [id]: e.target.checked ? 'present' : 'absent' })}
                />
                {s.firstName} {s.lastName}
              </label>
            );
          })}
        </fieldset>
      )}

      {fieldTypes.map((field) => (
        <TextArea
          key={field.id}
          label={field.name}
          value={values.fields[String(field.id)] ?? ''}
          onChange={(value) => set('fields', { ...values.fields, [String(field.id)]: value })}
          rows={3}
          hint={field.visibleForStudent ? undefined : texts.reports.hiddenFromStudent}
        />
      ))}

      <HomeworkEditor value={values.homework} problems={errors.homework} onChange={changeHomework} onDraggingChange={onDraggingChange} />

      <VideoUpload
        value={values.videoFileName}
        onChange={(fileName) => set('videoFileName', fileName)}
        onUploadingChange={setUploading}
        canUpload={canUploadReportVideo(user)}
      />

      {submitError && (
        <FormError
          message={submitError}
          testId="report-form-error"
          onRetry={dirty && valid && submitBlocked === null ? send : undefined}
          busy={save.isPending}
        />
      )}
      {submitBlocked && <p className={styles.muted}>{texts.reports.waitForUpload}</p>}
      <div className={styles.formActions}>
        <Button type="submit" disabled={!canSubmit} loading={save.isPending}>
          {save.isPending ? texts.reports.saving : texts.reports.save}
        </Button>
        <Button variant="secondary" onClick={cancel} disabled={save.isPending}>
          {texts.reports.cancel}
        </Button>
      </div>
      {mode === 'create' && <p className={styles.muted}>{texts.reports.draftSaved}</p>}

      {askLate && (
        <ConfirmDialog
          title={texts.reports.lateTitle}
          text={texts.reports.lateText(values.date, values.time)}
          confirmLabel={texts.reports.lateConfirm}
          cancelLabel={texts.reports.lateCancel}
          onConfirm={() => {
            setAskLate(false);
            send();
          }}
          onCancel={() => setAskLate(false)}
        />
      )}
      {askDiscard && (
        <ConfirmDialog
          title={texts.reports.discardTitle}
          text={texts.reports.discardText}
          confirmLabel={texts.reports.discardConfirm}
          cancelLabel={texts.reports.discardKeep}
          danger
          onConfirm={() => {
            setAskDiscard(false);
            onCancel();
          }}
          onCancel={() => setAskDiscard(false)}
        />
      )}
    </form>
  );
}
