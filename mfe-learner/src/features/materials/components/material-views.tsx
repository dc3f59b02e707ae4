import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@school/shared/ui';
import { texts } from '../../../texts';
import { parseAnswerKey } from '../../answers';
import { DrillControls, ListenButton, spokenText, useDrillPlayer } from '../../speech';
import { slideAfterKey, type BodyOf } from '../model/bodies';
import styles from './materials.module.css';

function Answer({ answerKey }: { answerKey: string }) {
  const { alternatives, hints } = parseAnswerKey(answerKey);
  return (
    <span className={styles.answer}>
      <span lang="en">{alternatives.filter(Boolean).join(' / ')}</span>
      {hints.length > 0 && <span className={styles.hint}>{hints.join('; ')}</span>}
    </span>
  );
}

/** Speech drilling: Russian prompts to say in English; answers open one by one or all at once. */
export function SpeechdrillingView({ body }: { body: BodyOf<'speechdrilling'> }) {
  const [all, setAll] = useState(false);
  const spoken = body.sentences.map((s) => spokenText(s.en));
  const player = useDrillPlayer(`drill-${body.id}`, spoken);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (i: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <div className={styles.body} data-testid="speechdrilling">
      <div className={styles.instructions}>
        <h2 className={styles.subheading}>{texts.material.instructions}</h2>
        <p>{body.instructions}</p>
      </div>
      <div className={styles.toolbar}>
        <Button variant="secondary" size="small" onClick={() => setAll((v) => !v)} aria-pressed={all}>
          {all ? texts.material.hideAnswers : texts.material.showAnswers}
        </Button>
        <DrillControls player={player} total={spoken.length} />
      </div>
      <ol className={styles.drills}>
        {body.sentences.map((s, i) => {
          const shown = all || open.has(i);
          return (
            <li key={i} className={`${styles.drill} ${player.line === i ? styles.current : ''}`} aria-current={player.line === i || undefined}>
              <span lang="ru">{s.ru}</span>
              {shown ? <Answer answerKey={s.en} /> : null}
              <span className={styles.lineActions}>
                {!all && (
                  <Button variant="link" onClick={() => toggle(i)} aria-expanded={shown}>
                    {shown ? texts.material.hideAnswer : texts.material.showAnswer}
                  </Button>
                )}
                <ListenButton text={spoken[i]!} label={texts.material.lineLabel(i + 1)} />
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Pairs({ title, pairs }: { title: string; pairs: readonly { en: string; ru: string }[] }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.subheading}>{title}</h2>
      <dl className={styles.pairs}>
        {pairs.map((p) => (
          <div key={p.en} className={styles.pair}>
            <dt lang="en">
              <ListenButton text={p.en} label={p.en} compact /> {p.en}
            </dt>
            <dd>{p.ru}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A reading text with its glossary and questions. */
export function TextView({ body, headingLevel = 2 }: { body: BodyOf<'text'>; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.body} data-testid="text-material">
      <article className={styles.reading} lang="en">
        <Heading className={styles.readingTitle}>{body.title}</Heading>
        <p className={styles.readAloud} lang="ru">
          <ListenButton text={[body.title, ...body.paragraphs]} label={body.title} />
        </p>
        {body.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </article>
      <Pairs title={texts.material.glossary} pairs={body.glossary} />
      {body.questions && (
        <section className={styles.section}>
          <h2 className={styles.subheading}>{texts.material.questions}</h2>
          <ol lang="en" className={styles.questions}>
            {body.questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/** A small-talk dialogue: the situation, the lines by speaker, translations on request, useful phrases. */
export function SmalltalkView({ body }: { body: BodyOf<'smalltalk'> }) {
  const [translated, setTranslated] = useState(false);
  const hasTranslation = body.lines.some((l) => l.ru);
  const player = useDrillPlayer(
    `dialogue-${body.id}`,
    body.lines.map((l) => l.en),
  );
  return (
    <div className={styles.body} data-testid="smalltalk">
      <div className={styles.instructions}>
        <h2 className={styles.subheading}>{texts.material.situation}</h2>
        <p>{body.situation}</p>
      </div>
      <div className={styles.toolbar}>
        {hasTranslation && (
          <Button variant="secondary" size="small" onClick={() => setTranslated((v) => !v)} aria-pressed={translated}>
            {translated ? texts.material.hideTranslation : texts.material.showTranslation}
          </Button>
        )}
        <DrillControls player={player} total={body.lines.length} />
      </div>
      <ol className={styles.dialogue}>
        {body.lines.map((line, i) => (
          <li key={i} className={`${styles.line} ${player.line === i ? styles.current : ''}`} aria-current={player.line === i || undefined}>
            <span className={styles.speaker}>{line.speaker}</span>
            <span>
              <ListenButton text={line.en} label={texts.material.lineLabel(i + 1)} compact /> <span lang="en">{line.en}</span>
              {translated && line.ru && <span className={styles.translation}>{line.ru}</span>}
            </span>
          </li>
        ))}
      </ol>
      {body.usefulPhrases && <Pairs title={texts.material.usefulPhrases} pairs={body.usefulPhrases} />}
    </div>
  );
}

/** Presentation slides: one at a time, buttons and arrow keys; the notes are for teachers. */
export function PresentationView({ body, showNotes }: { body: BodyOf<'presentation'>; showNotes: boolean }) {
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const slide = body.slides[index]!;
  const total = body.slides.length;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = slideAfterKey(event.key, index, total);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };
  return (
    <div className={styles.body} data-testid="presentation">
      <section className={styles.slide} aria-roledescription="слайд" aria-labelledby={titleId} tabIndex={0} onKeyDown={onKeyDown}>
        <p className={styles.slideNumber} aria-live="polite">
          {texts.material.slide(index + 1, total)}
        </p>
        <h2 id={titleId} className={styles.slideTitle} lang="en">
          {slide.title}
        </h2>
        <ul lang="en" className={styles.bullets}>
          {slide.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <div className={styles.slideNav}>
        <Button variant="secondary" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          ← {texts.material.previousSlide}
        </Button>
        <Button variant="secondary" onClick={() => setIndex(index + 1)} disabled={index === total - 1}>
          {texts.material.nextSlide} →
        </Button>
      </div>
      {showNotes && slide.notes && (
        <aside className={styles.notes}>
          <h3 className={styles.subheading}>{texts.material.notes}</h3>
          <p>{slide.notes}</p>
        </aside>
      )}
    </div>
  );
}
