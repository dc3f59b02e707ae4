import * as v from 'valibot';
import { create } from 'zustand';
import { browserStorage, readStored, writeStored } from '@school/shared/storage';
import type { Accent } from './voices';

/**
 * How English is read aloud, chosen in the profile settings and kept in this browser (voices belong
 * to the device, so the choice does too): the accent and the speed.
 */
export const SPEECH_RATES = [0.7, 0.85, 1, 1.15] as const;
export type SpeechRate = (typeof SPEECH_RATES)[number];

const SpeechSettingsSchema = v.object({
  accent: v.picklist(['en-GB', 'en-US']),
  rate: v.picklist(SPEECH_RATES),
});
type SpeechSettings = v.InferOutput<typeof SpeechSettingsSchema>;

export const DEFAULT_SPEECH_SETTINGS: SpeechSettings = { accent: 'en-GB', rate: 0.85 };
export const SPEECH_SETTINGS_KEY = 'school.speech-settings';

/** The stored settings, or the defaults when there are none, they are broken or storage is refused. */
export function readSpeechSettings(storage: Pick<Storage, 'getItem'> | null | undefined): SpeechSettings {
  return readStored(storage, SPEECH_SETTINGS_KEY, SpeechSettingsSchema) ?? DEFAULT_SPEECH_SETTINGS;
}

export function writeSpeechSettings(storage: Pick<Storage, 'setItem'> | null | undefined, settings: SpeechSettings): void {
  // Refused storage (private mode): the choice holds for this page only.
  writeStored(storage, SPEECH_SETTINGS_KEY, settings);
}

interface SpeechSettingsState extends SpeechSettings {
  setAccent: (accent: Accent) => void;
  setRate: (rate: SpeechRate) => void;
}

export const useSpeechSettings = create<SpeechSettingsState>((set, get) => ({
  ...readSpeechSettings(browserStorage()),
  setAccent: (accent) => {
    set({ accent });
    writeSpeechSettings(browserStorage(), { accent, rate: get().rate });
  },
  setRate: (rate) => {
    set({ rate });
    writeSpeechSettings(browserStorage(), { accent: get().accent, rate });
  },
}));
