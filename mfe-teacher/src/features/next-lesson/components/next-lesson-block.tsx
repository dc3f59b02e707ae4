import { useState, type FormEvent } from 'react';
import { joinedMessages } from '@school/shared/api';
import { formatDate, formatTime, toOffsetIso } from '@school/shared/domain';
import { isCalendarBound } from '@school/shared/permissions';
import type { PersonRef } from '@school/shared/schemas';
import { Button, ConfirmDialog, DateInput, FormError, TimeInput, toast, useConfirmedClose, useUnsavedChanges } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useDeleteNextLesson, useSaveNextLesson, type NextLessonTarget } from '../api/next-lesson-mutations';
import { initialValues, nextLessonFormState, type NextLessonValues } from '../model/next-lesson-form';
import styles from './next-lesson.module.css';

export interface NextLessonItem {
  id: number;
  date: string;
  googleCalendarEventId: string | null;
  teacher?: PersonRef | null;
}

interface NextLessonBlockProps {
  target: NextLessonTarget;
  title?: string;
  /** The lesson the viewer manages (their own next lesson with this student, or the group's). */
  own: NextLessonItem | null;
  /** Upcoming lessons shown read-only (other teachers', or the nearest one for viewers who cannot schedule). */
  others?: NextLessonItem[];
  canSchedule: boolean;
}

function When({ item, showTeacher }: { item: NextLessonItem; showTeacher: boolean }) {
  return (
    <p className={styles.when}>
      <time dateTime={item.date} data-testid="next-lesson-date">
        {texts.nextLesson.at(formatDate(item.date), formatTime(item.date))}
      </time>
      {showTeacher && item.teacher && (
        <span className={styles.teacher}>{texts.nextLesson.withTeacher(`${item.teacher.firstName} ${item.teacher.lastName}`)}</span>
      )}
    </p>
  );
}

function NextLessonForm({
  target,
  appointment,
  onDone,
  onCancel,
}: {
  target: NextLessonTarget;
  appointment: NextLessonItem | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const [initial] = useState<NextLessonValues>(() => initialValues(appointment?.date ?? null));
  const [values, setValues] = useState<NextLessonValues>(initial);
  const save = useSaveNextLesson(target);
  const state = nextLessonFormState(values, initial, new Date());
  const dirty = values.date !== initial.date || values.time !== initial.time;
  const unsaved = useUnsavedChanges(dirty);
  const cancel = useConfirmedClose(dirty, () => onCancel?.());

  const send = () => {
    if (state.disabled || !state.date) return;
    // Promise handlers run even when the refreshed lesson replaces this form.
    save
      .mutateAsync({ appointmentId: appointment?.id ?? null, date: toOffsetIso(state.date) })
      .then(() => {
        toast.success(appointment ? texts.nextLesson.changed : texts.nextLesson.scheduled);
        unsaved.release();
        onDone();
      })
      .catch(() => undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={appointment ? texts.nextLesson.change : texts.nextLesson.schedule}>
      <div className={styles.fields}>
        <DateInput
          label={texts.nextLesson.date}
          value={values.date}
          onChange={(date) => setValues((v) => ({ ...v, date }))}
          error={state.error?.field === 'date' ? state.error.message : null}
          name="date"
        />
        <TimeInput
          label={texts.nextLesson.time}
          value={values.time}
          onChange={(time) => setValues((v) => ({ ...v, time }))}
          error={state.error?.field === 'time' ? state.error.message : null}
          name="time"
        />
      </div>
      {save.isError && (
        <FormError message={joinedMessages(save.error, texts.nextLesson.saveFailed)} onRetry={state.disabled ? undefined : send} busy={save.isPending} />
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={state.disabled} loading={save.isPending}>
          {appointment ? texts.nextLesson.save : texts.nextLesson.schedule}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={cancel.requestClose}>
            {texts.nextLesson.cancel}
          </Button>
        )}
      </div>
      {cancel.dialog}
    </form>
  );
}

/**
 * The next-lesson block: the 'Назначить занятие' form while none is set; once set, the date with
 * 'Изменить' and 'Удалить запись', hidden for a lesson tied to an external calendar event.
 */
export function NextLessonBlock({ target, title = texts.nextLesson.title, own, others = [], canSchedule }: NextLessonBlockProps) {
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteNextLesson(target);

  const readOnly = canSchedule ? others : others.slice(0, 1);
  return (
    <section className={styles.block} aria-label={title} data-testid="next-lesson">
      <h2 className={styles.title}>{title}</h2>
      {canSchedule && own === null && <NextLessonForm key="new" target={target} appointment={null} onDone={() => undefined} />}
      {canSchedule && own !== null && !editing && (
        <>
          <When item={own} showTeacher={false} />
          {isCalendarBound(own) ? (
            <p className={styles.note}>{texts.nextLesson.calendarBound}</p>
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
                {texts.nextLesson.change}
              </Button>
              <Button variant="secondary" size="small" onClick={() => setConfirmDelete(true)}>
                {texts.nextLesson.delete}
              </Button>
            </div>
          )}
        </>
      )}
      {canSchedule && own !== null && editing && (
        <NextLessonForm key={`edit-${own.id}`} target={target} appointment={own} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
      )}
      {readOnly.map((item) => (
        <When key={item.id} item={item} showTeacher />
      ))}
      {!canSchedule && readOnly.length === 0 && <p className={styles.none}>{texts.nextLesson.none}</p>}
      {confirmDelete && own && (
        <ConfirmDialog
          title={texts.nextLesson.deleteTitle}
          text={texts.nextLesson.deleteText}
          confirmLabel={texts.nextLesson.delete}
          danger
          busy={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove
              .mutateAsync(own.id)
              .then(() => toast.success(texts.nextLesson.deleted))
              // A failed delete is ignored: the block shows what the server has.
              .catch(() => undefined)
              .finally(() => setConfirmDelete(false))
          }
        />
      )}
    </section>
  );
}
