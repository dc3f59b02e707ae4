import { Button } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useListen } from '../hooks/use-listen';
import styles from './speech.module.css';

/**
 * A speech drill read aloud line by line, with a pause after each to repeat it: «Слушать и
 * повторять». `onLine` tells which line is being read (to mark it), null when it stops.
 */
export function useDrillPlayer(id: string, lines: readonly string[]) {
  const listen = useListen(id);
  return { ...listen, start: () => void listen.play(lines, { drill: true }) };
}

export function DrillControls({ player, total }: { player: ReturnType<typeof useDrillPlayer>; total: number }) {
  return (
    <div className={styles.drill}>
      {player.playing ? (
        <Button variant="secondary" size="small" onClick={player.stop} data-testid="drill-stop">
          {texts.speech.stopDrill}
        </Button>
      ) : (
        <Button variant="secondary" size="small" onClick={player.start} data-testid="drill-play">
          {texts.speech.playDrill}
        </Button>
      )}
      <span className={styles.drillStatus} role="status" aria-live="polite">
        {player.playing && player.line !== null ? texts.speech.drillLine(player.line + 1, total) : ''}
      </span>
    </div>
  );
}
