import { Link } from 'react-router-dom';
import { formatDateTime } from '@school/shared/domain';
import { companyNamesAreLinks } from '@school/shared/permissions';
import type { StudentGroup } from '@school/shared/schemas';
import { EmptyState, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { PeopleList, studentGroupHref, studentHref, teacherHref } from '../../people';
import { useCompanyGroups } from '../api/company-groups';
import { GroupBalance } from './group-balance';
import styles from './company-groups.module.css';

/** /lms/user-groups/{id}/groups: the company's student groups with teachers, plan and balance. */
export function CompanyGroups({ userGroupId, hrView }: { userGroupId: number; hrView: boolean }) {
  const groups = useCompanyGroups(userGroupId);
  return <QueryView query={groups}>{(data) => <GroupCards groups={data} hrView={hrView} />}</QueryView>;
}

function GroupCards({ groups, hrView }: { groups: StudentGroup[]; hrView: boolean }) {
  const asLinks = companyNamesAreLinks(hrView);
  if (groups.length === 0) return <EmptyState text={texts.groups.empty} />;

  return (
    <ul className={styles.list} aria-label={texts.groups.title} data-testid="company-groups">
      {groups.map((group) => (
        <li key={group.id} className={`sc-panel ${styles.card}`} data-testid="company-group">
          <h2 className={styles.name}>{asLinks ? <Link to={studentGroupHref(group.id)}>{group.name}</Link> : group.name}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{texts.groups.teachers}</dt>
              <dd>
                <PeopleList people={group.teachers} hrefOf={teacherHref} asLinks={asLinks} />
              </dd>
            </div>
            <div>
              <dt>{texts.groups.plan}</dt>
              <dd>{group.subscriptionPlan?.name ?? texts.groups.noPlan}</dd>
            </div>
            <div>
              <dt>{texts.groups.balance}</dt>
              <dd>
                <GroupBalance balances={group.balances} />
              </dd>
            </div>
            <div>
              <dt>{texts.groups.nextLesson}</dt>
              <dd>{group.nextAppointmentDate ? formatDateTime(group.nextAppointmentDate) : texts.groups.noNextLesson}</dd>
            </div>
            <div className={styles.wide}>
              <dt>{texts.groups.students}</dt>
              <dd>
                <PeopleList people={group.students} hrefOf={studentHref} asLinks={asLinks} empty={texts.groups.noStudents} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
