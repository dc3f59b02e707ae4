import { useEffect, useRef, useState } from 'react';
import { errorMessage, useCurrentUser, useReportFullTypes } from '@school/shared/api';
import { canDeleteReport, canEditReport, type Viewer } from '@school/shared/permissions';
import type { Report } from '@school/shared/schemas';
import { Button, ConfirmDialog, EmptyState, Loader, Select, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useDeleteReport, useReportList, useResetReportList, type ListTarget } from '../api/report-queries';
import type { ReportTarget } from '../model/report-form';
import { allReports } from '../model/report-list';
import { ReportCard } from './report-card';
import { preloadReportForm, ReportForm } from './lazy-report-form';
import styles from './reports.module.css';

interface ItemProps {
  report: Report;
  /** The newest report opens expanded (its homework at hand); the others as a summary line. */
  newest: boolean;
  viewer: Viewer;
  /** Editing needs the target's facts; null when nothing may be edited here. */
  formTarget: ReportTarget | null;
  editingHidden: boolean;
  hrView: boolean;
}

/** A report of the list: view and editing alternate; after saving it shows the new version in its place. */
function ReportListItem({ report, newest, viewer, formTarget, editingHidden, hrView }: ItemProps) {
  const [editing, setEditing] = useState(false);
  const [expanded, setExpanded] = useState(newest);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // After the edit form closes (saved or cancelled), focus comes back to the report's «Редактировать».
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const formats = useReportFullTypes({ enabled: editing });
  const remove = useDeleteReport();
  const canEdit = !editingHidden && !hrView && formTarget !== null && canEditReport({ user: viewer, report });
  const canDelete = !editingHidden && !hrView && canDeleteReport({ user: viewer, report, now: new Date() });

  if (editing && formTarget) {
    return (
      <li className={styles.listItem} data-testid="report-editing" data-report-id={report.id}>
        {formats.data ? (
          <div className={styles.card}>
            <ReportForm
              mode="edit"
              target={formTarget}
              formats={formats.data}
              report={report}
              onSaved={() => {
                setExpanded(true);
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          </div>
        ) : (
          <Loader />
        )}
      </li>
    );
  }

  const actions =
    canEdit || canDelete ? (
      <>
        {canEdit && (
          <Button
            ref={editButton}
            variant="secondary"
            size="small"
            onClick={() => setEditing(true)}
            onPointerEnter={preloadReportForm}
            onFocus={preloadReportForm}
          >
            {texts.reports.edit}
          </Button>
        )}
        {canDelete && (
          <Button variant="danger" size="small" onClick={() => setConfirmDelete(true)}>
            {texts.reports.delete}
          </Button>
        )}
      </>
    ) : undefined;

  return (
    <li className={styles.listItem}>
      <ReportCard report={report} viewer={viewer} hrView={hrView} actions={actions} expanded={expanded} onToggle={() => setExpanded((open) => !open)} />
      {confirmDelete && (
        <ConfirmDialog
          title={texts.reports.deleteTitle}
          text={texts.reports.deleteConfirm}
          confirmLabel={texts.reports.deleteButton}
          danger
          busy={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            // The deleted report leaves the list (and this item unmounts) as soon as the server agrees:
            // the promise, unlike mutate's callbacks, still tells the teacher.
            void remove.mutateAsync(report.id).then(
              () => {
                setConfirmDelete(false);
                toast.success(texts.reports.deleted);
              },
              (error: unknown) => {
                setConfirmDelete(false);
                toast.error(errorMessage(error));
              },
            )
          }
        />
      )}
    </li>
  );
}

/** Loads the next slice when the end of the list comes within 100 px. */
function useInfiniteScroll(enabled: boolean, onEnd: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onEndRef.current();
      },
      { rootMargin: '0px 0px 100px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

/**
 * A student's or a group's reports, newest first, loaded in slices of 10 (on scrolling and with
 * 'Показать ещё'); a lesson-type filter when `canFilter`, which starts the list again from page 1.
 */
export function ReportList({
  listTarget,
  formTarget,
  editingHidden,
  hrView = false,
  canFilter,
  emptyText = texts.reports.empty,
}: {
  listTarget: ListTarget;
  formTarget: ReportTarget | null;
  editingHidden: boolean;
  hrView?: boolean;
  canFilter: boolean;
  /** What an empty, unfiltered list says ('' says nothing). */
  emptyText?: string;
}) {
  const viewer = useCurrentUser();
  const [fullTypeId, setFullTypeId] = useState<string | null>(null);
  const list = useReportList(listTarget, viewer, fullTypeId);
  const resetList = useResetReportList(listTarget, viewer);
  const reports = allReports(list.data);
  const total = list.data?.pages[0]?.total ?? 0;
  const [knownTypes, setKnownTypes] = useState<{ id: string; name: string }[]>([]);
  const firstPageTypes = list.data?.pages[0]?.fullTypes;
  // The types stay known while another filter's first slice loads.
  if (firstPageTypes && firstPageTypes !== knownTypes) setKnownTypes(firstPageTypes);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const sentinel = useInfiniteScroll(Boolean(hasNextPage) && !isFetchingNextPage, () => void fetchNextPage());

  return (
    <div className={styles.list} data-testid="report-list">
      {canFilter && knownTypes.length > 0 && (
        <div className={styles.filter}>
          <Select
            label={texts.reports.filterLabel}
            value={fullTypeId ?? ''}
            onChange={(value) => {
              const next = value === '' ? null : value;
              resetList(next);
              setFullTypeId(next);
            }}
            options={[{ value: '', label: texts.reports.filterAll }, ...knownTypes.map((t) => ({ value: t.id, label: t.name }))]}
            data-testid="report-type-filter"
          />
        </div>
      )}
      {list.isPending || (list.isError && list.isFetching) ? (
        <Loader />
      ) : list.isError ? (
        <div className="sc-form-error" role="alert">
          {texts.reports.loadError} {errorMessage(list.error)}{' '}
          <Button variant="link" size="small" onClick={() => void list.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : reports.length === 0 ? (
        fullTypeId || emptyText ? (
          <EmptyState text={fullTypeId ? texts.reports.emptyFiltered : emptyText} />
        ) : null
      ) : (
        <>
          <ol className={styles.items}>
            {reports.map((report, index) => (
              <ReportListItem
                key={report.id}
                report={report}
                newest={index === 0}
                viewer={viewer}
                formTarget={formTarget}
                editingHidden={editingHidden}
                hrView={hrView}
              />
            ))}
          </ol>
          <div ref={sentinel} aria-hidden />
          <div className={styles.more}>
            <span className={styles.muted} data-testid="reports-shown">
              {texts.reports.shownOf(reports.length, total)}
            </span>
            {hasNextPage && (
              <Button variant="secondary" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                {isFetchingNextPage ? texts.reports.loadingMore : texts.reports.showMore}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
