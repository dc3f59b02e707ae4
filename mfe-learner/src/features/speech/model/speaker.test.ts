import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SPEECH_SETTINGS, readSpeechSettings, SPEECH_SETTINGS_KEY, writeSpeechSettings } from './settings';
import { createSpeaker, repeatPauseMs, sentencesOf, spokenText, type SpeechEnv, type UtteranceLike } from './speaker';
import { pickVoice, type VoiceLike } from './voices';

/** A fake speechSynthesis: each utterance "lasts" 100 ms per word; cancel interrupts the one under way. */
function fakeSynth(initialVoices: VoiceLike[]) {
  let voices = initialVoices;
  const spoken: { text: string; voice: string; rate: number; at: number }[] = [];
  const listeners = new Set<() => void>();
  let current: { utterance: UtteranceLike; timer: ReturnType<typeof setTimeout> } | null = null;
  const env: SpeechEnv = {
    synth: {
      speak: (utterance) => {
        spoken.push({ text: utterance.text, voice: utterance.voice?.name ?? '', rate: utterance.rate, at: Date.now() });
        const timer = setTimeout(
          () => {
            current = null;
            utterance.onend?.();
          },
          100 * utterance.text.split(' ').length,
        );
        current = { utterance, timer };
      },
      cancel: () => {
        if (!current) return;
        clearTimeout(current.timer);
        const { utterance } = current;
        current = null;
        utterance.onerror?.({ error: 'interrupted' });
      },
      getVoices: () => voices,
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    },
    utterance: (text) => ({ text, lang: '', rate: 1, voice: null, onend: null, onerror: null }),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return {
    env,
    spoken,
    loadVoices: (next: VoiceLike[]) => {
      voices = next;
      for (const l of listeners) l();
    },
  };
}

const DANIEL = { name: 'Daniel', lang: 'en-GB', localService: true };
const SAMANTHA = { name: 'Samantha', lang: 'en-US', localService: true };
const MILENA = { name: 'Milena', lang: 'ru-RU', localService: true, default: true };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('choosing the English voice', () => {
  it('takes the accent of the settings, else any English voice, never a Russian one', () => {
    expect(pickVoice([MILENA, SAMANTHA, DANIEL], 'en-GB')?.name).toBe('Daniel');
    expect(pickVoice([MILENA, SAMANTHA, DANIEL], 'en-US')?.name).toBe('Samantha');
    expect(pickVoice([MILENA, { name: 'Google UK', lang: 'en_GB' }], 'en-US')?.name).toBe('Google UK');
    expect(pickVoice([MILENA], 'en-GB')).toBeNull();
  });
});

describe('reading English aloud with a fake speechSynthesis', () => {
  it('reads the lines one after another with the voice and speed of the settings', async () => {
    const fake = fakeSynth([MILENA, SAMANTHA, DANIEL]);
    const lines: number[] = [];
    const outcome = createSpeaker(fake.env).speak(['Nice to meet you', 'How are you'], { accent: 'en-US', rate: 0.85, onLine: (i) => lines.push(i) });
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('done');
    expect(fake.spoken.map((s) => [s.text, s.voice, s.rate])).toEqual([
      ['Nice to meet you', 'Samantha', 0.85],
      ['How are you', 'Samantha', 0.85],
    ]);
    expect(lines).toEqual([0, 1]);
  });

  it('as a drill, leaves a pause to repeat after each line', async () => {
    const fake = fakeSynth([DANIEL]);
    const start = Date.now();
    const outcome = createSpeaker(fake.env).speak(['I am tired', 'I would like to order the pasta'], {
      accent: 'en-GB',
      rate: 1,
      pauseAfter: (text) => repeatPauseMs(text, 1),
    });
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('done');
    // The first line lasts 300 ms, then a pause of at least two seconds before the second starts.
    expect(fake.spoken[1]!.at - start).toBe(300 + repeatPauseMs('I am tired', 1));
    expect(repeatPauseMs('I am tired', 1)).toBe(2260);
    expect(repeatPauseMs('I would like to order the pasta', 0.7)).toBeGreaterThan(repeatPauseMs('I would like to order the pasta', 1));
  });

  it('stops at once, the pause included, and nothing more is read', async () => {
    const fake = fakeSynth([DANIEL]);
    const speaker = createSpeaker(fake.env);
    const outcome = speaker.speak(['one two', 'three four', 'five six'], { accent: 'en-GB', rate: 1, pauseAfter: () => 5000 });
    await vi.advanceTimersByTimeAsync(1000);
    speaker.stop();
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('stopped');
    expect(fake.spoken.map((s) => s.text)).toEqual(['one two']);
  });

  it('a new playback stops the one under way', async () => {
    const fake = fakeSynth([DANIEL]);
    const speaker = createSpeaker(fake.env);
    const first = speaker.speak(['a long line of many words here'], { accent: 'en-GB', rate: 1 });
    await vi.advanceTimersByTimeAsync(100);
    const second = speaker.speak(['hello'], { accent: 'en-GB', rate: 1 });
    await vi.runAllTimersAsync();
    expect(await first).toBe('stopped');
    expect(await second).toBe('done');
  });

  it('waits for voices that load after the page', async () => {
    const fake = fakeSynth([]);
    const outcome = createSpeaker(fake.env).speak(['hello'], { accent: 'en-GB', rate: 1 });
    await vi.advanceTimersByTimeAsync(200);
    fake.loadVoices([DANIEL]);
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('done');
    expect(fake.spoken[0]?.voice).toBe('Daniel');
  });

  it('says so where the browser has no English voice, or no speech at all', async () => {
    const fake = fakeSynth([MILENA]);
    const outcome = createSpeaker(fake.env).speak(['hello'], { accent: 'en-GB', rate: 1 });
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('no-voice');
    expect(fake.spoken).toEqual([]);
    expect(await createSpeaker(null).speak(['hello'], { accent: 'en-GB', rate: 1 })).toBe('unsupported');
  });

  it('reads a long text a sentence at a time', () => {
    const text = 'Anna works in a bank. She starts at nine. '.repeat(6) + 'On Fridays she leaves early!';
    expect(sentencesOf(text)).toHaveLength(13);
    expect(sentencesOf('Short one. Two.')).toEqual(['Short one. Two.']);
  });

  it('reads the first answer of a key, without its hint', () => {
    expect(spokenText("I'm twenty-eight / I am twenty-eight (to be)")).toBe("I'm twenty-eight");
  });
});

describe('speech settings', () => {
  it('are kept in the browser and read back; anything broken is the default', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readSpeechSettings(storage)).toEqual(DEFAULT_SPEECH_SETTINGS);
    writeSpeechSettings(storage, { accent: 'en-US', rate: 1.15 });
    expect(readSpeechSettings(storage)).toEqual({ accent: 'en-US', rate: 1.15 });
    store.set(SPEECH_SETTINGS_KEY, '{"accent":"fr-FR","rate":9}');
    expect(readSpeechSettings(storage)).toEqual(DEFAULT_SPEECH_SETTINGS);
    store.set(SPEECH_SETTINGS_KEY, 'not json');
    expect(readSpeechSettings(storage)).toEqual(DEFAULT_SPEECH_SETTINGS);
    expect(
      readSpeechSettings({
        getItem: () => {
          throw new Error('refused');
        },
      }),
    ).toEqual(DEFAULT_SPEECH_SETTINGS);
  });
});
