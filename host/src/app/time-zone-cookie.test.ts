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

  it('is not written again when the server already has it', () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = '<meta name="school-tz" content="Asia/Novosibirsk">';
    const writes: string[] = [];
    Object.defineProperty(doc, 'cookie', { get: () => '', set: (value: string) => writes.push(value) });
    rememberTimeZone(doc, 'Asia/Novosibirsk');
    expect(writes).toEqual([]);
    rememberTimeZone(doc, 'Europe/Moscow');
    expect(writes).toEqual(['school-tz=Europe%2FMoscow; path=/; max-age=31536000; samesite=lax']);
  });
});
