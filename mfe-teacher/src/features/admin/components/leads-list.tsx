import { useConfig, useProcedureQuery } from '@school/shared/api';
import { formatDateTime } from '@school/shared/domain';
import { landingTexts } from '@school/shared/texts';
import { Badge, EmptyState, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import styles from './admin.module.css';

const t = texts.admin;

/** Leads of the free introductory lesson, newest first: whom to call back, and where they came from. */
export function LeadsList() {
  const leads = useProcedureQuery('leads.list', {}, { staleTime: 30_000 });
  const { data: config } = useConfig();
  const planName = (id: string) => config?.subscriptionPlans.find((p) => p.id === id)?.name ?? id;
  return (
    <QueryView query={leads}>
      {(data) => (
        <section aria-labelledby="leads-title" data-testid="admin-leads">
          <h2 id="leads-title" className={styles.title}>
            {t.leadsTitle}
          </h2>
          {data.length === 0 ? (
            <EmptyState text={t.leadsEmpty} />
          ) : (
            <ul className="sc-list">
              {data.map((lead) => (
                <li key={lead.id} className={`sc-panel ${styles.item}`} data-testid="admin-lead">
                  <div className={styles.head}>
                    <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
                    <Badge tone={lead.source === 'referral' ? 'green' : 'accent'}>{landingTexts.leadSources[lead.source]}</Badge>
                  </div>
                  <p className={styles.message}>
                    {lead.name} · <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
                  </p>
                  <dl className={`sc-facts ${styles.leadFacts}`}>
                    <dt>{t.leadWho}</dt>
                    <dd>{landingTexts.ageGroups[lead.ageGroup]}</dd>
                    <dt>{t.leadTime}</dt>
                    <dd>{landingTexts.preferredTimes[lead.time]}</dd>
                    {lead.contact && (
                      <>
                        <dt>{t.leadContact}</dt>
                        <dd>{lead.contact}</dd>
                      </>
                    )}
                    {lead.level && (
                      <>
                        <dt>{t.leadLevel}</dt>
                        <dd>{landingTexts.levels[lead.level]}</dd>
                      </>
                    )}
                    {lead.planId && (
                      <>
                        <dt>{t.leadPlan}</dt>
                        <dd>{planName(lead.planId)}</dd>
                      </>
                    )}
                    {lead.invitedBy && (
                      <>
                        <dt>{t.leadInvitedBy}</dt>
                        <dd>{lead.invitedBy}</dd>
                      </>
                    )}
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </QueryView>
  );
}
