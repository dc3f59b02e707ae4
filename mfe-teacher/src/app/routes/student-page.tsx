import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '@school/shared/ui';
import { StudentReportsById } from '../../features/reports';
import { texts } from '../../texts';

/** Exposed as mfe_teacher/StudentPage. */
export default function StudentPage() {
  const { studentId } = useParams();
  return (
    <>
      <PlaceholderPage section="mfe_teacher/StudentPage" title={texts.pages.studentPage} />
      {Number(studentId) > 0 && <StudentReportsById studentId={Number(studentId)} />}
    </>
  );
}
