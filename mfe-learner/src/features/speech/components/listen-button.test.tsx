import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@school/shared/ui';
import { ListenButton } from './listen-button';

/** window.speechSynthesis replaced by a fake that keeps what it was asked to say until told to finish. */
function installFakeSpeech(voices: { name: string; lang: string }[]) {
  const spoken: { text: string; lang: string; rate: number; finish: () => void }[] = [];
  class Utterance {
    lang = '';
    rate = 1;
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    constructor(public text: string) {}
  }
  Object.assign(window, {
    SpeechSynthesisUtterance: Utterance,
    speechSynthesis: {
      getVoices: () => voices,
      speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang, rate: u.rate, finish: () => u.onend?.() }),
      cancel: () => undefined,
    },
  });
  return spoken;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'speechSynthesis');
});

describe('«Прослушать»', () => {
  it('reads the English with an English voice and can be stopped', async () => {
    const spoken = installFakeSpeech([{ name: 'Daniel', lang: 'en-GB' }]);
    render(<ListenButton text="It's raining, take an umbrella." label="фраза" />);
    const button = screen.getByRole('button', { name: 'Прослушать: фраза' });
    await userEvent.click(button);
    expect(spoken.map((s) => [s.text, s.lang])).toEqual([["It's raining, take an umbrella.", 'en-GB']]);
    expect(screen.getByRole('button', { name: 'Остановить: фраза' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => spoken[0]!.finish());
    expect(screen.getByRole('button', { name: 'Прослушать: фраза' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says clearly, in Russian, when the browser has no English voice', async () => {
    installFakeSpeech([{ name: 'Milena', lang: 'ru-RU' }]);
    render(
      <>
        <ListenButton text="Hello" />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Прослушать' }));
    expect(await screen.findByText(/В вашем браузере нет английского голоса/)).toBeTruthy();
  });
});
