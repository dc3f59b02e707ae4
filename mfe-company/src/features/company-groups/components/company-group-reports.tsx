import { useSearchParams } from 'react-router-dom';
import { RemoteComponent } from '@school/shared/app-shell';
import type { StudentGroup } from '@school/shared/schemas';
import { EmptyState, QueryView, Select } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useCompanyGroups } from '../api/company-groups';
import { groupOptions, pickGroup } from '../model/groups';
import styles from './company-groups.module.css';

/**
 * /lms/user-groups/{id}/group-reports: the reports of one of the company's groups, chosen above the list
 * (?group={id}). The list itself is the teacher remote's, loaded through Module Federation.
 */
export function CompanyGroupReports({ userGroupId, hrView }: { userGroupId: number; hrView: boolean }) {
  const groups = useCompanyGroups(userGroupId);
  return <QueryView query={groups}>{(data) => <GroupReports groups={data} hrView={hrView} />}</QueryView>;
}

function GroupReports({ groups, hrView }: { groups: StudentGroup[]; hrView: boolean }) {
  const [params, setParams] = useSearchParams();
  const selected = pickGroup(groups, params.get('group'));
  if (!selected) return <EmptyState text={texts.groupReports.empty} />;

  return (
    <section aria-label={texts.groupReports.title} className={styles.reports}>
      {groups.length > 1 ? (
        <div className={styles.groupPicker}>
          <Select
            label={texts.groupReports.group}
            value={String(selected.id)}
            options={groupOptions(groups)}
            onChange={(value) => setParams({ group: value }, { replace: true })}
          />
        </div>
      ) : (
        <h2 className={styles.name}>{selected.name}</h2>
      )}
      <RemoteComponent key={selected.id} id="mfe_teacher/GroupReports" props={{ studentGroupId: selected.id, hrView }} />
    </section>
  );
}
