import { expect, test, type Page } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

/**
 * «Прослушать»: English read aloud by the browser's speech synthesis (a fake one here, as a headless
 * browser has no voices), the voice chosen on the settings page; a drilling line by line with pauses.
 */
test.describe('listening', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const spoken: { text: string; lang: string; rate: number }[] = [];
      (window as unknown as { spoken: typeof spoken }).spoken = spoken;
      class Utterance {
        lang = '';
        rate = 1;
        voice: unknown = null;
        onend: (() => void) | null = null;
        onerror: ((e: { error: string }) => void) | null = null;
        constructor(public text: string) {}
      }
      let current: Utterance | null = null;
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          getVoices: () => [
            { name: 'Milena', lang: 'ru-RU', localService: true },
            { name: 'Daniel', lang: 'en-GB', localService: true },
            { name: 'Samantha', lang: 'en-US', localService: true },
          ],
          speak: (u: Utterance) => {
            current = u;
            spoken.push({ text: u.text, lang: u.lang, rate: u.rate });
            setTimeout(() => {
              if (current === u) u.onend?.();
            }, 50);
          },
          cancel: () => {
            const u = current;
            current = null;
            u?.onerror?.({ error: 'interrupted' });
          },
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        },
      });
    });
  });

  const spoken = (page: Page) => page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string; rate: number }[] }).spoken);

  test('a phrase, a drilling line by line, in the accent and speed of the settings', async ({ page }) => {
    const problems = watchConsole(page);
    await signInByApi(page, 'student@demo.school');
    await page.goto('/lms/phrases?level=A1&lesson=A1-18');
    const phrase = page.getByTestId('phrase').filter({ hasText: "It's raining, take an umbrella." });
    await phrase.getByRole('button', { name: "Прослушать: It's raining, take an umbrella." }).click();
    await expect.poll(() => spoken(page)).toEqual([{ text: "It's raining, take an umbrella.", lang: 'en-GB', rate: 0.85 }]);

    // The settings: American, fast.
    await page.goto('/lms/settings');
    const settings = page.getByTestId('speech-settings');
    await settings.getByLabel('Американское').check();
    await settings.getByLabel('Быстро').check();
    await expect(page.getByTestId('new-cards-setting')).toBeVisible();
    await page.goto('/lms/lessons/A1-1');
    const drillingLink = page.getByRole('link', { name: /Речевая тренировка/ }).first();
    await drillingLink.click();
    await page.getByTestId('drill-play').click();
    await expect(page.getByRole('status').filter({ hasText: /Фраза 1 из \d+: послушайте и повторите вслух в паузе/ })).toBeVisible();
    await expect.poll(async () => (await spoken(page)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const lines = await spoken(page);
    expect(lines[1]).toMatchObject({ lang: 'en-US', rate: 1.15 });
    await page.getByTestId('drill-stop').click();
    expect(problems).toEqual([]);
  });
});
