import { runtimeTimeZone } from '@school/shared/domain';
import { TIME_ZONE_COOKIE } from '@school/shared/pages';

/**
 * Tells the server the browser's time zone, so a page it renders shows the reader's own dates and times
 * (without it, a signed-in page is rendered by the browser alone). Written only when the server does not
 * know it yet: the page names the zone the request came with (<meta name="school-tz">).
 */
export function rememberTimeZone(doc: Document = document, zone = runtimeTimeZone()): void {
  if (!zone) return;
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
  const known = doc.querySelector('meta[name="school-tz"]')?.getAttribute('content');
  if (known === zone || doc.cookie.split('; ').includes(cookie)) return;
  doc.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}
