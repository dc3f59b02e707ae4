import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@school/shared/api';
import { Button, ButtonLink, TextArea } from '@school/shared/ui';
import { teacherSearchTexts } from '../texts';
import { useSendQuestionnaire } from '../api/teacher-search-queries';
import {
  CHOICE_QUESTIONS,
  checkQuestionnaire,
  chosenAnswers,
  emptyQuestionnaire,
  questionnaireOptions,
  takesSeveral,
  withAnswer,
  type QuestionnaireState,
} from '../model/questionnaire';
import { ChoiceGroup } from './choice-group';
import styles from './teacher-search.module.css';

const t = teacherSearchTexts;

function Sent() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`sc-panel ${styles.sent}`} role="status" data-testid="teacher-search-sent">
      <h2 ref={heading} tabIndex={-1} className={styles.sentTitle}>
        {t.sentTitle}
      </h2>
      <p>{t.sentText}</p>
      <ButtonLink to="/lms/dashboard" variant="secondary">
        {t.toDashboard}
      </ButtonLink>
    </div>
  );
}

/** /lms/teacher-search: the learner's goals, level, schedule and wishes become a request teachers pick up. */
export function TeacherSearchPage() {
  const [answers, setAnswers] = useState<QuestionnaireState>(emptyQuestionnaire);
  const [submitted, setSubmitted] = useState(false);
  const send = useSendQuestionnaire();
  const result = checkQuestionnaire(answers);
  const errors = submitted ? result.errors : {};
  const set = <K extends keyof QuestionnaireState>(key: K, value: QuestionnaireState[K]) => setAnswers((prev) => ({ ...prev, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (result.valid && !send.isPending) send.mutate(result.output);
  };

  return (
    <div className={styles.page} data-testid="teacher-search-page">
      <h1 className="sc-page-title">{t.title}</h1>
      {send.isSuccess ? (
        <Sent />
      ) : (
        <form className={`sc-panel ${styles.form}`} onSubmit={submit} noValidate aria-label={t.title}>
          <p className={styles.intro}>{t.intro}</p>
          {CHOICE_QUESTIONS.map((question) => (
            <Fragment key={question}>
              <ChoiceGroup
                name={question}
                legend={t[question]}
                hint={takesSeveral(question) ? t.several : undefined}
                multiple={takesSeveral(question)}
                options={questionnaireOptions[question]}
                selected={chosenAnswers(answers, question)}
                onChange={(value) => setAnswers((prev) => withAnswer(prev, question, value))}
                error={errors[question]}
              />
              {question === 'level' && (
                <p className={styles.aside}>
                  <Link to="/test/questions">{t.levelTest}</Link>
                </p>
              )}
            </Fragment>
          ))}
          <TextArea
            label={t.comment}
            hint={t.commentHint}
            value={answers.comment}
            onChange={(value) => set('comment', value)}
            error={errors.comment}
            maxLength={1000}
            rows={4}
          />
          {send.isError && (
            <p className="sc-form-error" role="alert">
              {t.failed}. {errorMessage(send.error)}
            </p>
          )}
          <Button type="submit" loading={send.isPending}>
            {t.submit}
          </Button>
        </form>
      )}
    </div>
  );
}
