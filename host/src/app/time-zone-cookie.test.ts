import { describe, expect, it } from 'vitest';
import { rememberTimeZone } from './time-zone-cookie';

describe('the time zone cookie', () => {
  it("keeps the browser's zone for the server", () => {
    rememberTimeZone(document, 'Asia/Yekaterinburg');
    expect(document.cookie).toContain('school-tz=Asia%2FYekaterinburg');
    rememberTimeZone(document, 'Europe/Moscow');
    expect(document.cookie).toContain('school-tz=Europe%2FMoscow');
    expect(document.cookie).not.toContain('Yekaterinburg');
  });
});
