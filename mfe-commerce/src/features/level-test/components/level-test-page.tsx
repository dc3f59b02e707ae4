import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage, useSession } from '@school/shared/api';
import { scoreLevelTest, type LevelTestAnswers, type LevelTestOutcome, type LevelTestQuestion } from '@school/shared/domain';
import { canSaveLevelTestResult } from '@school/shared/permissions';
import type { CurrentUser } from '@school/shared/schemas';
import { landingTexts } from '@school/shared/texts';
import { Button, ButtonLink } from '@school/shared/ui';
import { LeadForm } from '../../intro-lesson';
import { levelTestTexts } from '../texts';
import { useSaveLevelTestResult } from '../api/level-test-queries';
import { optionOrder, positionInSection, programOf, promptParts, sectionStates } from '../model/level-test-model';
import styles from './level-test.module.css';
import { levelTestProgress, nextLevelTestQuestion } from '../model/level-test-model';

const t = levelTestTexts;

function Prompt({ prompt }: { prompt: string }) {
  const parts = promptParts(prompt);
  if (!parts) return <>{prompt}</>;
  return (
    <>
      {parts.before}
      <span className={styles.gap} aria-hidden />
      <span className="sc-visually-hidden">{t.gap}</span>
      {parts.after}
    </>
  );
}

function Question({ question, answers, onAnswer }: { question: LevelTestQuestion; answers: LevelTestAnswers; onAnswer: (option: number) => void }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const legend = useRef<HTMLLegendElement>(null);
  const name = useId();
  const { index, total } = positionInSection(question);
  const progress = levelTestProgress(answers);
  const reached = Object.keys(answers)
    .map((id) => id.slice(0, 2).toUpperCase())
    .filter((level) => level !== question.level) as LevelTestQuestion['level'][];

  // Each question is a new form (keyed by its id): the keyboard is brought to it.
  useEffect(() => legend.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== null) onAnswer(chosen);
  };

  return (
    <div className={styles.running}>
      <ol className={styles.sections} aria-label={t.progress}>
        {sectionStates(question.level, reached).map((s) => (
          <li key={s.level} className={styles[s.state]} aria-current={s.state === 'current' ? 'step' : undefined}>
            {s.level}
          </li>
        ))}
      </ol>
      <progress className={styles.progress} max={progress.total} value={progress.answered} aria-label={t.progress} />
      <form className={`sc-panel ${styles.question}`} onSubmit={submit} data-testid="level-test-question" data-question={question.id}>
        <fieldset className={styles.fieldset}>
          <legend ref={legend} tabIndex={-1} className={styles.legend}>
            <span className={styles.meta}>
              {t.section(question.level)} · {t.question(index, total)}
            </span>
            <span className={styles.instruction}>{t.instruction}</span>
            <span className={styles.prompt} lang="en">
              <Prompt prompt={question.prompt} />
            </span>
          </legend>
          <div className={styles.options}>
            {optionOrder(question).map((option) => (
              <label key={option} className={styles.option}>
                <input type="radio" name={name} value={option} checked={chosen === option} onChange={() => setChosen(option)} />
                <span lang="en">{question.options[option]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={chosen === null}>
          {t.answer}
        </Button>
      </form>
    </div>
  );
}

/** The result is stored for a signed-in learner (the server scores the same answers). */
function SaveResult({ answers, user }: { answers: LevelTestAnswers; user: CurrentUser }) {
  const save = useSaveLevelTestResult();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    save.mutate({ answers: { ...answers } });
  }, [answers, save]);
  if (save.isPending || save.isIdle) return <p className={styles.muted}>{t.saving}</p>;
  if (save.isError)
    return (
      <p className="sc-form-error" role="alert">
        {t.saveFailed}. {errorMessage(save.error)}
      </p>
    );
  return (
    <p role="status" className={styles.saved}>
      {t.saved}{' '}
      <ButtonLink to={`/lms/students/${user.id}`} variant="link">
        {t.toProfile}
      </ButtonLink>
    </p>
  );
}

function Result({
  outcome,
  answers,
  user,
  onRestart,
}: {
  outcome: LevelTestOutcome;
  answers: LevelTestAnswers;
  user: CurrentUser | null;
  onRestart: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const program = programOf(outcome.programId);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.result} data-testid="level-test-result">
      <section className={`sc-panel ${styles.resultCard}`} aria-labelledby="level-test-result-title">
        <h2 id="level-test-result-title" ref={heading} tabIndex={-1} className={styles.resultTitle}>
          {t.resultTitle}: <span data-testid="level-test-level">{landingTexts.levels[outcome.level]}</span>
        </h2>
        <p>{t.levelDescriptions[outcome.level]}</p>
        <p className={styles.muted}>{t.score(outcome.correct, outcome.answered)}</p>
        <h3 className={styles.subTitle}>{t.sectionsTitle}</h3>
        <dl className={styles.sectionScores}>
          {outcome.sections.map((s) => (
            <div key={s.level}>
              <dt>{s.level}</dt>
              <dd>{t.sectionScore(s.correct, s.total)}</dd>
            </div>
          ))}
        </dl>
        <h3 className={styles.subTitle}>{t.programTitle}</h3>
        <p className={styles.program} data-testid="level-test-program">
          {t.programName(program.id, program.name)}
        </p>
        {user && canSaveLevelTestResult(user) && <SaveResult answers={answers} user={user} />}
        <Button variant="secondary" onClick={onRestart}>
          {t.again}
        </Button>
      </section>
      {!user && (
        <section className="sc-panel" aria-labelledby="level-test-offer-title">
          <h2 id="level-test-offer-title" className="sc-panel__title">
            {t.offerTitle}
          </h2>
          <p className={styles.muted}>{t.offerText}</p>
          <LeadForm source="level-test" level={outcome.level} headingLevel={3} />
        </section>
      )}
    </div>
  );
}

/**
 * /test/questions: five sections A1 to C1, asked in order until a section is not passed; then the
 * level, the suggested program and the introductory lesson (visitors) or the saved result (learners).
 */
export function LevelTestPage() {
  const session = useSession();
  const [started, setStarted] = useState(false);
  const [answers, setAnswers] = useState<LevelTestAnswers>({});
  const question = started ? nextLevelTestQuestion(answers) : null;

  const restart = () => {
    setAnswers({});
    setStarted(false);
  };

  return (
    <div className={styles.page} data-testid="level-test-page">
      <h1 className="sc-page-title">{t.title}</h1>
      {!started ? (
        <section className={`sc-panel ${styles.intro}`}>
          <p>{t.intro}</p>
          <p className={styles.muted}>{t.rules}</p>
          <Button onClick={() => setStarted(true)}>{t.start}</Button>
        </section>
      ) : question ? (
        <Question key={question.id} question={question} answers={answers} onAnswer={(option) => setAnswers((prev) => ({ ...prev, [question.id]: option }))} />
      ) : (
        <Result outcome={scoreLevelTest(answers)} answers={answers} user={session.data ?? null} onRestart={restart} />
      )}
    </div>
  );
}
