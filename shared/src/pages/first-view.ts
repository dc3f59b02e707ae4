/**
 * What the server and the page agree on about a page's first view, the page rendered by the server:
 * where its answers travel and the cookie that tells the server the reader's time zone.
 */

/** <script id="school-query-state" type="application/json"> with the answers the view was rendered with. */
export const QUERY_STATE_ID = 'school-query-state';

/** The browser's time zone ('Europe/Moscow'), set by the host: a signed-in view shows the reader's own times. */
export const TIME_ZONE_COOKIE = 'school-tz';
