import { describe, expect, it } from 'vitest';
import { calendarLinks } from './calendar-links';

/** Issue «Calendar feeds»: a copy button, Google Calendar and Apple Calendar via webcal://. */
describe('calendar links', () => {
  it('makes the address to copy, the webcal one and Google Calendar’s subscribe page', () => {
    const links = calendarLinks('/api/calendar/abc_DEF-123.ics', 'https://school.example');
    expect(links.https).toBe('https://school.example/api/calendar/abc_DEF-123.ics');
    expect(links.webcal).toBe('webcal://school.example/api/calendar/abc_DEF-123.ics');
    expect(links.google).toBe('https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fschool.example%2Fapi%2Fcalendar%2Fabc_DEF-123.ics');
    expect(calendarLinks('/api/calendar/x.ics', 'http://localhost:8080').webcal).toBe('webcal://localhost:8080/api/calendar/x.ics');
  });
});
