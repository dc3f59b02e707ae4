import type { Viewer } from './viewer';

/** The analytics funnel and the dashboard cards' conversion: admins only. */
export function canReadAnalytics(user: Pick<Viewer, 'isAdmin'>): boolean {
  return user.isAdmin;
}
