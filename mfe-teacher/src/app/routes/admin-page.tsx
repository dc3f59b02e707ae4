import { AdminPage } from '../../features/admin';

/** Exposed as mfe_teacher/AdminPage. */
export default function AdminPageRoute() {
  return <AdminPage />;
}
