/** The two accents a learner may choose for the English voice. */
export type Accent = 'en-GB' | 'en-US';

/** The part of a SpeechSynthesisVoice the choice needs. */
export interface VoiceLike {
  lang: string;
  name: string;
  localService?: boolean;
  default?: boolean;
}

const tag = (lang: string) => lang.replace('_', '-').toLowerCase();
const isEnglish = (voice: VoiceLike) => /^en(-|$)/.test(tag(voice.lang));

/**
 * The English voice for an accent: one of that accent (a voice of the device first: it works offline
 * and starts at once), else any English voice; null when the browser has none.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], accent: Accent): V | null {
  const english = voices.filter(isEnglish);
  const ofAccent = english.filter((v) => tag(v.lang) === accent.toLowerCase());
  return ofAccent.find((v) => v.localService) ?? ofAccent[0] ?? english.find((v) => v.default) ?? english[0] ?? null;
}
