import * as v from 'valibot';
import { remoteComponentProps, type GroupReportsProps } from '@school/shared/contracts';
import { GroupReports } from '../../features/reports';

/**
 * Exposed as mfe_teacher/GroupReports: the group report list other remotes (companies) reuse.
 * Its props are a contract in shared/src/contracts/components.ts, checked here at runtime too.
 */
export default function GroupReportsExposed(props: GroupReportsProps) {
  const { studentGroupId, hrView } = v.parse(remoteComponentProps['mfe_teacher/GroupReports'], props);
  return <GroupReports studentGroupId={studentGroupId} hrView={hrView ?? false} />;
}
