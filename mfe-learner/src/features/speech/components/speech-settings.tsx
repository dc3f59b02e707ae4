import { useId } from 'react';
import { texts } from '../../../texts';
import { SPEECH_RATES, useSpeechSettings, type SpeechRate } from '../model/settings';
import type { Accent } from '../model/voices';
import { ListenButton } from './listen-button';
import styles from './speech.module.css';

const ACCENTS: Accent[] = ['en-GB', 'en-US'];

/** The voice of «Прослушать»: British or American, and the speed; kept in this browser. */
export function SpeechSettingsPanel() {
  const { accent, rate, setAccent, setRate } = useSpeechSettings();
  const name = useId();
  return (
    <section className="sc-panel" aria-labelledby={`${name}-title`} data-testid="speech-settings">
      <h2 id={`${name}-title`}>{texts.speech.settingsTitle}</h2>
      <p className={styles.note}>{texts.speech.settingsNote}</p>
      <fieldset className={styles.choices}>
        <legend>{texts.speech.accent}</legend>
        {ACCENTS.map((a) => (
          <label key={a} className={styles.choice}>
            <input type="radio" name={`${name}-accent`} value={a} checked={accent === a} onChange={() => setAccent(a)} />
            {texts.speech.accents[a]}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>{texts.speech.rate}</legend>
        {SPEECH_RATES.map((r: SpeechRate) => (
          <label key={r} className={styles.choice}>
            <input type="radio" name={`${name}-rate`} value={r} checked={rate === r} onChange={() => setRate(r)} />
            {texts.speech.rates[r]}
          </label>
        ))}
      </fieldset>
      <div className={styles.sample}>
        <ListenButton text={texts.speech.sample} label={texts.speech.sampleLabel} />
        <span lang="en">{texts.speech.sample}</span>
      </div>
    </section>
  );
}
