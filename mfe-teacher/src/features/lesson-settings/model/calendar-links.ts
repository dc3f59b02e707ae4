/**
 * The addresses of a private calendar feed: the https address to copy (Outlook and others subscribe to
 * it), webcal:// for Apple Calendar, and Google Calendar's page that subscribes to a webcal address.
 */
interface CalendarLinks {
  https: string;
  webcal: string;
  google: string;
}

export function calendarLinks(path: string, origin: string): CalendarLinks {
  const https = new URL(path, origin).toString();
  const webcal = https.replace(/^https?:\/\//, 'webcal://');
  return { https, webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` };
}
