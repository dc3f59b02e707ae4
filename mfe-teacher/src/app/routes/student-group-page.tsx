import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '@school/shared/ui';
import { GroupReports } from '../../features/reports';
import { texts } from '../../texts';

/** Exposed as mfe_teacher/StudentGroupPage. */
export default function StudentGroupPage() {
  const { studentGroupId } = useParams();
  return (
    <>
      <PlaceholderPage section="mfe_teacher/StudentGroupPage" title={texts.pages.studentGroupPage} />
      {Number(studentGroupId) > 0 && <GroupReports studentGroupId={Number(studentGroupId)} />}
    </>
  );
}
