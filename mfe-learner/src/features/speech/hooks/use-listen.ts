import { useEffect } from 'react';
import { create } from 'zustand';
import { toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useSpeechSettings } from '../model/settings';
import { browserSpeechEnv, createSpeaker, repeatPauseMs, type Speaker, type SpeechOutcome } from '../model/speaker';

/** What is being read aloud on the page: one playback at a time, the line it is at. */
const usePlayback = create<{ playing: string | null; line: number | null }>(() => ({ playing: null, line: null }));

let speaker: { synth: unknown; speaker: Speaker } | null = null;
/** One speaker for the page (made again should the browser's speechSynthesis be another object). */
function getSpeaker(): Speaker {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (!speaker || speaker.synth !== synth) speaker = { synth, speaker: createSpeaker(browserSpeechEnv()) };
  return speaker.speaker;
}

const MESSAGES: Partial<Record<SpeechOutcome, string>> = {
  'no-voice': texts.speech.noVoice,
  unsupported: texts.speech.unsupported,
  failed: texts.speech.failed,
};

/**
 * Reading English aloud for one button or player (`id` unique on the page): play a text or several,
 * as a drill with a pause to repeat after each, stop; the accent and speed of the settings.
 */
export function useListen(id: string) {
  const playing = usePlayback((s) => s.playing === id);
  const line = usePlayback((s) => (s.playing === id ? s.line : null));

  // Leaving the page stops what this button started.
  useEffect(
    () => () => {
      if (usePlayback.getState().playing === id) {
        getSpeaker().stop();
        usePlayback.setState({ playing: null, line: null });
      }
    },
    [id],
  );

  const play = async (lines: readonly string[], { drill = false } = {}) => {
    const { accent, rate } = useSpeechSettings.getState();
    usePlayback.setState({ playing: id, line: null });
    const outcome = await getSpeaker().speak(
      lines.filter((l) => l.trim() !== ''),
      {
        accent,
        rate,
        pauseAfter: drill ? (text) => repeatPauseMs(text, rate) : undefined,
        onLine: (index) => usePlayback.setState((s) => (s.playing === id ? { line: index } : s)),
      },
    );
    if (usePlayback.getState().playing === id) usePlayback.setState({ playing: null, line: null });
    const message = MESSAGES[outcome];
    if (message) toast.error(message);
  };

  const stop = () => {
    getSpeaker().stop();
    if (usePlayback.getState().playing === id) usePlayback.setState({ playing: null, line: null });
  };

  return { playing, line, play, stop };
}
