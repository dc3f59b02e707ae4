import { useEffect } from 'react';
import { callProcedure, procedureDef } from '@school/shared/api';
import { runtimeTimeZone } from '@school/shared/domain';
import type { CurrentUser } from '@school/shared/schemas';

const KEY = 'school-tz-reported';

/**
 * Tells the server the signed-in user's zone once per browser session (and again when the user or the
 * zone changes): reminders and calendar feeds are written in it. A failure is tried again next session.
 */
export function useReportTimeZone(user: Pick<CurrentUser, 'id'> | null | undefined): void {
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const zone = runtimeTimeZone();
    if (!zone) return;
    const mark = `${userId}:${zone}`;
    try {
      if (sessionStorage.getItem(KEY) === mark) return;
    } catch {
      // Storage refused: report every time, it is one small request.
    }
    procedureDef('lessons.reportTimeZone')
      .then((reportTimeZone) => callProcedure(reportTimeZone, { timeZone: zone }))
      .then(() => {
        try {
          sessionStorage.setItem(KEY, mark);
        } catch {
          // Nothing to remember it in.
        }
      })
      .catch(() => undefined);
  }, [userId]);
}
