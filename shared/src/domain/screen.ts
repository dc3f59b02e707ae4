/**
 * The kind of screen a page is shown on. In the browser the layout asks its media queries (`media` in
 * the UI kit); the server, which renders a page's first view before any script runs, has no screen to
 * ask and reads the kind from the request, so that a phone's first view is laid out as a phone's (the
 * lessons' side panel folded, the narrow header) and not replaced by another layout once the scripts run.
 */
export type ScreenKind = 'phone' | 'tablet' | 'desktop';

/** A screen kind read back from a page (the first view names the one it was laid out for); anything else is a desktop. */
export function screenKindOf(value: string | null | undefined): ScreenKind {
  return value === 'phone' || value === 'tablet' ? value : 'desktop';
}

/**
 * The screen a request most likely comes from: `Sec-CH-UA-Mobile: ?1` (Chromium-based browsers send it
 * with every request), else the user agent (tablets name themselves «iPad», «Tablet» or Android without
 * «Mobile»; phones «Mobile», «iPhone»). An iPad that presents itself as a Mac is taken for a desktop: its browser
 * then lays the page out for its real width when the scripts run.
 */
export function screenOfRequest(request: { mobileHint?: string | null; userAgent?: string | null }): ScreenKind {
  const agent = request.userAgent ?? '';
  if (request.mobileHint?.trim() === '?1') return 'phone';
  // An iPad's Safari says «Mobile» too: the tablet's own name first.
  if (/\b(?:iPad|Tablet)\b/i.test(agent)) return 'tablet';
  if (/\b(?:iPhone|iPod|Mobile|Mobi|Windows Phone)\b/i.test(agent)) return 'phone';
  if (/\bAndroid\b/i.test(agent)) return 'tablet';
  return 'desktop';
}
