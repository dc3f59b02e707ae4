import { NotificationsPage } from '../../features/notifications';

/** Exposed as mfe_teacher/NotificationsPage: /lms/notifications, every notification of the signed-in user. */
export default function NotificationsPageRoute() {
  return <NotificationsPage />;
}
