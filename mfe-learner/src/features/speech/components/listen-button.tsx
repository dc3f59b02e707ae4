import { useId } from 'react';
import { PathIcon } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useListen } from '../hooks/use-listen';
import styles from './speech.module.css';

const SPEAKER = 'M4 9v6h4l5 4V5L8 9H4Zm12.5-1.5a6 6 0 0 1 0 9M19 5a9.5 9.5 0 0 1 0 14';
const STOP = 'M7 7h10v10H7z';

/**
 * «Прослушать»: reads an English text aloud (several texts one after another) with the voice and
 * speed of the settings; pressed again, stops. `label` names what is read for screen readers.
 */
export function ListenButton({ text, label, compact = false }: { text: string | readonly string[]; label?: string; compact?: boolean }) {
  const id = useId();
  const { playing, play, stop } = useListen(id);
  const lines = typeof text === 'string' ? [text] : text;
  const name = playing ? texts.speech.stop : texts.speech.listen;
  return (
    <button
      type="button"
      className={`${styles.listen} ${compact ? styles.compact : ''}`}
      aria-pressed={playing}
      aria-label={label ? `${name}: ${label}` : name}
      title={name}
      data-testid="listen"
      onClick={() => (playing ? stop() : void play(lines))}
    >
      <PathIcon d={playing ? STOP : SPEAKER} size={18} />
      {!compact && <span>{name}</span>}
    </button>
  );
}
