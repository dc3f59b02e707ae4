import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { getSummary } from './handlers/get-summary';
import { listNotifications } from './handlers/list-notifications';
import { markAllRead, markRead } from './handlers/mark-read';

/**
 * The notification centre: every signed-in user reads and marks their own notifications (the user comes
 * from the session). The events are written by the modules where they happen (events.ts).
 */
export function notificationsModule(): ApiModule {
  return {
    name: 'notifications',
    procedures: [
      procedureRoute(procedures['notifications.getSummary'], getSummary),
      procedureRoute(procedures['notifications.list'], listNotifications),
      procedureRoute(procedures['notifications.markRead'], markRead),
      procedureRoute(procedures['notifications.markAllRead'], markAllRead),
    ],
  };
}
