export { NotificationPanel } from './components/notification-panel';
export { NotificationsPage } from './components/notifications-page';
