import { useState } from 'react';
import { useConfig, useProcedureQuery } from '@school/shared/api';
import { formatDateTime } from '@school/shared/domain';
import { landingTexts } from '@school/shared/texts';
import { Badge, EmptyState, QueryView, Select } from '@school/shared/ui';
import { LeadActions } from '../../back-office';
import { texts } from '../../../texts';
import styles from './admin.module.css';

const t = texts.admin;
const lt = texts.backOffice.leads;
const statusTone = { new: 'accent', handled: 'green', rejected: 'grey', converted: 'green' } as const;

/**
 * Leads of the free introductory lesson, newest first: whom to call back, where they came from, and
 * what staff did with them (a student in one step, handled or rejected with a note).
 */
export function LeadsList() {
  const leads = useProcedureQuery('leads.list', {}, { staleTime: 30_000 });
  const [show, setShow] = useState<'open' | 'all'>('open');
  const { data: config } = useConfig();
  const planName = (id: string) => config?.subscriptionPlans.find((p) => p.id === id)?.name ?? id;
  return (
    <QueryView query={leads}>
      {(data) => (
        <section aria-labelledby="leads-title" data-testid="admin-leads">
          <h2 id="leads-title" className={styles.title}>
            {t.leadsTitle}
          </h2>
          <div className={styles.filter}>
            <Select
              label={lt.filter}
              value={show}
              onChange={(value) => setShow(value === 'all' ? 'all' : 'open')}
              options={[
                { value: 'open', label: lt.status.new ?? '' },
                { value: 'all', label: lt.all },
              ]}
            />
          </div>
          {data.filter((lead) => show === 'all' || lead.status === 'new').length === 0 ? (
            <EmptyState text={t.leadsEmpty} />
          ) : (
            <ul className="sc-list">
              {data
                .filter((lead) => show === 'all' || lead.status === 'new')
                .map((lead) => (
                  <li key={lead.id} className={`sc-panel ${styles.item}`} data-testid="admin-lead">
                    <div className={styles.head}>
                      <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
                      <Badge tone={lead.source === 'referral' ? 'green' : 'accent'}>{landingTexts.leadSources[lead.source]}</Badge>
                      <Badge tone={statusTone[lead.status]}>{lt.status[lead.status]}</Badge>
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
                      {lead.statusNote && (
                        <>
                          <dt>{lt.note}</dt>
                          <dd>{lead.statusNote}</dd>
                        </>
                      )}
                    </dl>
                    <LeadActions lead={lead} />
                  </li>
                ))}
            </ul>
          )}
        </section>
      )}
    </QueryView>
  );
}
