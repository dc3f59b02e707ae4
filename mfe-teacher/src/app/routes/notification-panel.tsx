import * as v from 'valibot';
import { remoteComponentProps, type NotificationPanelProps } from '@school/shared/contracts';
import { NotificationPanel } from '../../features/notifications';

/**
 * Exposed as mfe_teacher/NotificationPanel: the bell's panel in the host's header. Its props are a
 * contract in shared/src/contracts/components.ts, checked here at runtime too.
 */
export default function NotificationPanelExposed(props: NotificationPanelProps) {
  const { onClose } = v.parse(remoteComponentProps['mfe_teacher/NotificationPanel'], props);
  return <NotificationPanel onClose={onClose} />;
}
