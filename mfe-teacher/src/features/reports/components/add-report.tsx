import { useEffect, useRef, useState } from 'react';
import { useReportFullTypes } from '@school/shared/api';
import { Button, FormError, Loader, Modal } from '@school/shared/ui';
import { texts } from '../../../texts';
import type { ReportTarget } from '../model/report-form';
import { preloadReportForm, ReportForm } from './lazy-report-form';
import styles from './reports.module.css';

type WidgetState = 'new' | 'edit' | 'added';

/**
 * The add-report area: new → edit (the new report form) → added ('Отчет добавлен!' with a button
 * to add another) → edit again.
 */
export function AddReport({ target, passedDate }: { target: ReportTarget; passedDate?: string | null }) {
  const [state, setState] = useState<WidgetState>('new');
  const formats = useReportFullTypes();
  const dragging = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const addedStatus = useRef<HTMLDivElement>(null);
  const previous = useRef<WidgetState>(state);
  // Focus is never left on nothing: after saving it moves to «Отчёт добавлен!» (read out, then «Добавить
  // ещё» is one Tab away); after closing the dialog it comes back to the button that opened it.
  useEffect(() => {
    if (previous.current === 'edit' && state === 'added') addedStatus.current?.focus();
    if (previous.current === 'edit' && state === 'new') addButton.current?.focus();
    previous.current = state;
  }, [state]);

  const close = () => {
    // Escape while dragging cancels the drag only; a dialog opened from the form closes first.
    if (dragging.current || document.querySelectorAll('[role="dialog"]').length > 1) return;
    setState('new');
  };
  const onSaved = () => setState('added');

  return (
    <div className={styles.addReport} data-testid="add-report" data-state={state}>
      {state === 'added' ? (
        <div className={styles.added} role="status" tabIndex={-1} ref={addedStatus} data-testid="report-added">
          <strong>{texts.reports.added}</strong>
          <Button variant="secondary" onClick={() => setState('edit')} onPointerEnter={preloadReportForm} onFocus={preloadReportForm}>
            {texts.reports.addAnother}
          </Button>
        </div>
      ) : (
        <Button ref={addButton} onClick={() => setState('edit')} onPointerEnter={preloadReportForm} onFocus={preloadReportForm}>
          {texts.reports.add}
        </Button>
      )}
      {state === 'edit' && (
        <Modal title={texts.reports.newReport} onClose={close} width={760} fullWidthOnNarrow testId="new-report-dialog">
          {formats.data ? (
            <ReportForm
              mode="create"
              target={target}
              formats={formats.data}
              passedDate={passedDate}
              onSaved={onSaved}
              onCancel={() => setState('new')}
              onDraggingChange={(value) => {
                dragging.current = value;
              }}
            />
          ) : formats.isError ? (
            <FormError message={texts.reports.formatsLoadError} onRetry={() => void formats.refetch()} busy={formats.isFetching} />
          ) : (
            <Loader />
          )}
        </Modal>
      )}
    </div>
  );
}
