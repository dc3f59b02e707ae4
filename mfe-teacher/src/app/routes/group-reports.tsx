import { GroupReports, type GroupReportsProps } from '../../features/reports';

/** Exposed as mfe_teacher/GroupReports: the group report list other remotes (companies) reuse. */
export default function GroupReportsExposed(props: GroupReportsProps) {
  return <GroupReports {...props} />;
}
