import { useState } from 'react';
import { useProcedureQuery } from '@school/shared/api';
import { formatDate } from '@school/shared/domain';
import { DataTable, EmptyState, QueryView, Select } from '@school/shared/ui';
import { texts } from '../../../texts';
import { DEFAULT_FUNNEL_PERIOD, FUNNEL_PERIODS, FUNNEL_STAGES, funnelRows, placementRows, type FunnelRow, type FunnelStage } from '../model/funnel';
import styles from './analytics.module.css';

const t = texts.adminAnalytics;
const percent = (value: number | null) => (value === null ? t.noValue : t.percent(value));

function StageCell({ row, stage }: { row: FunnelRow; stage: FunnelStage }) {
  const step = row.stepConversion[stage];
  return (
    <>
      <span className={styles.count}>{row.counts[stage].toLocaleString('ru-RU')}</span>
      {stage !== 'visits' && <span className={styles.muted}>{t.ofPrevious(percent(step))}</span>}
    </>
  );
}

/** /lms/admin/analytics: the weekly funnel and each dashboard card's views, clicks and conversion. */
export function AnalyticsPage() {
  const [weeks, setWeeks] = useState<number>(DEFAULT_FUNNEL_PERIOD);
  const funnel = useProcedureQuery('analytics.getFunnel', { weeks }, { staleTime: 60_000 });
  return (
    <div className={styles.page} data-testid="admin-analytics">
      <div className={styles.period}>
        <Select
          label={t.period}
          value={String(weeks)}
          onChange={(value) => setWeeks(Number(value))}
          options={FUNNEL_PERIODS.map((n) => ({ value: String(n), label: t.weeks(n) }))}
        />
      </div>
      <QueryView query={funnel}>
        {(data) => {
          const { weeks: rows, total } = funnelRows(data.weeks);
          const placements = placementRows(data.placements);
          const stageLabel: Record<FunnelStage, string> = {
            visits: t.visits,
            signUps: t.signUps,
            onboardingFinished: t.onboardingFinished,
            purchases: t.purchases,
          };
          return (
            <>
              <section className="sc-panel" aria-labelledby="funnel-title">
                <h2 id="funnel-title" className={styles.title}>
                  {t.title}
                </h2>
                <p className={styles.muted}>{t.intro}</p>
                <DataTable
                  testId="funnel-table"
                  caption={t.funnelCaption}
                  rows={[...rows, total]}
                  rowKey={(row) => row.key}
                  rowAttributes={(row) => ({ 'data-week': row.weekStart ?? 'total' })}
                  columns={[
                    { header: t.week, rowHeader: true, cell: (row) => (row.weekStart ? t.weekOf(formatDate(`${row.weekStart}T00:00:00`)) : t.total) },
                    ...FUNNEL_STAGES.map((stage) => ({
                      header: stageLabel[stage],
                      label: stageLabel[stage],
                      cell: (row: FunnelRow) => <StageCell row={row} stage={stage} />,
                    })),
                    { header: t.visitToPurchase, label: t.visitToPurchase, cell: (row) => percent(row.overall) },
                  ]}
                />
              </section>
              <section className="sc-panel" aria-labelledby="placements-title">
                <h2 id="placements-title" className={styles.title}>
                  {t.placementsTitle}
                </h2>
                <p className={styles.muted}>{t.placementsIntro}</p>
                {placements.length === 0 ? (
                  <EmptyState text={t.placementsEmpty} />
                ) : (
                  <DataTable
                    testId="placements-table"
                    caption={t.placementsCaption}
                    rows={placements}
                    rowKey={(row) => row.target}
                    rowAttributes={(row) => ({ 'data-target': row.target })}
                    columns={[
                      { header: t.placement, rowHeader: true, cell: (row) => (row.placement ? t.placements[row.placement] : row.target) },
                      { header: t.views, label: t.views, cell: (row) => row.views.toLocaleString('ru-RU') },
                      { header: t.clicks, label: t.clicks, cell: (row) => row.clicks.toLocaleString('ru-RU') },
                      { header: t.conversion, label: t.conversion, cell: (row) => percent(row.conversion) },
                    ]}
                  />
                )}
              </section>
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
