import { parseAnswerKey } from '../../answers';
import { pickVoice, type Accent, type VoiceLike } from './voices';

/** What the speaker needs of the browser: speechSynthesis and a way to make an utterance (tests give fakes). */
export interface SpeechEnv<V extends VoiceLike = VoiceLike> {
  synth: {
    speak: (utterance: UtteranceLike<V>) => void;
    cancel: () => void;
    getVoices: () => V[];
    addEventListener?: (type: 'voiceschanged', listener: () => void) => void;
    removeEventListener?: (type: 'voiceschanged', listener: () => void) => void;
  };
  utterance: (text: string) => UtteranceLike<V>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface UtteranceLike<V extends VoiceLike = VoiceLike> {
  text: string;
  lang: string;
  rate: number;
  voice: V | null;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
}

/** How a playback ended. */
export type SpeechOutcome = 'done' | 'stopped' | 'no-voice' | 'unsupported' | 'failed';

interface SpeakOptions {
  accent: Accent;
  rate: number;
  /** A pause after each text, to repeat it aloud (a speech drill); none when absent. */
  pauseAfter?: (text: string) => number;
  /** Called as each text starts (its index). */
  onLine?: (index: number) => void;
}

/** The browser's speech synthesis, or null where there is none (the server, an old browser). */
export function browserSpeechEnv(): SpeechEnv | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return {
    synth: window.speechSynthesis as unknown as SpeechEnv['synth'],
    utterance: (text) => new window.SpeechSynthesisUtterance(text) as unknown as UtteranceLike,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

/**
 * The time to say a line again after hearing it: about as long as it took to hear, and a second to
 * begin (at least two seconds).
 */
export function repeatPauseMs(text: string, rate: number): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(2000, Math.round(1000 + (words * 420) / rate));
}

/** The English a key stands for, read aloud: its first answer, without the hint. */
export function spokenText(answerKey: string): string {
  return parseAnswerKey(answerKey).alternatives[0] ?? '';
}

/**
 * Reads English aloud, one text after another, with an optional pause after each. One playback at a
 * time: a new one stops the one under way. Long texts are read a sentence at a time (some browsers
 * stop a long utterance after about 15 seconds).
 */
export function createSpeaker<V extends VoiceLike>(env: SpeechEnv<V> | null) {
  let run = 0;
  let timer: unknown = null;
  let endPause: (() => void) | null = null;

  /** The voices, waiting for them a moment: browsers load them after the page. */
  function voices(): Promise<V[]> {
    if (!env) return Promise.resolve([]);
    const now = env.synth.getVoices();
    if (now.length > 0 || !env.synth.addEventListener) return Promise.resolve(now);
    return new Promise((resolve) => {
      const done = () => {
        env.synth.removeEventListener?.('voiceschanged', done);
        env.clearTimeout(handle);
        resolve(env.synth.getVoices());
      };
      const handle = env.setTimeout(done, 1500);
      env.synth.addEventListener?.('voiceschanged', done);
    });
  }

  function say(text: string, voice: V, rate: number): Promise<'done' | 'failed' | 'stopped'> {
    return new Promise((resolve) => {
      const utterance = env!.utterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.rate = rate;
      utterance.onend = () => resolve('done');
      utterance.onerror = (event) => resolve(event.error === 'interrupted' || event.error === 'canceled' ? 'stopped' : 'failed');
      env!.synth.speak(utterance);
    });
  }

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      endPause = () => {
        timer = null;
        endPause = null;
        resolve();
      };
      timer = env!.setTimeout(endPause, ms);
    });
  }

  function stop() {
    run++;
    if (timer !== null) env?.clearTimeout(timer);
    endPause?.();
    env?.synth.cancel();
  }

  async function speak(texts: readonly string[], options: SpeakOptions): Promise<SpeechOutcome> {
    if (!env) return 'unsupported';
    stop();
    const mine = run;
    const voice = pickVoice(await voices(), options.accent);
    if (mine !== run) return 'stopped';
    if (!voice) return 'no-voice';
    for (const [index, text] of texts.entries()) {
      if (mine !== run) return 'stopped';
      options.onLine?.(index);
      for (const sentence of sentencesOf(text)) {
        const outcome = await say(sentence, voice, options.rate);
        if (mine !== run) return 'stopped';
        if (outcome !== 'done') return outcome;
      }
      const pause = options.pauseAfter?.(text) ?? 0;
      if (pause > 0) await wait(pause);
    }
    return mine === run ? 'done' : 'stopped';
  }

  return { speak, stop };
}

/** A long text in sentences (short ones as they are). */
export function sentencesOf(text: string): string[] {
  if (text.length <= 200) return [text];
  return (text.match(/[^.!?]+[.!?]+["”»)]?\s*|[^.!?]+$/g) ?? [text]).map((s) => s.trim()).filter(Boolean);
}

export type Speaker = ReturnType<typeof createSpeaker>;
