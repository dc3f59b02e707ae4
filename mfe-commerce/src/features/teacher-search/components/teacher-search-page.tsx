import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@school/shared/api';
import { TEACHER_PREFERENCES, TEACHER_SEARCH_GOALS, TEACHER_SEARCH_TIMES } from '@school/shared/schemas';
import { Button, ButtonLink, TextArea } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useSendQuestionnaire } from '../api/teacher-search-queries';
import { checkQuestionnaire, emptyQuestionnaire, questionnaireOptions, toggled, type QuestionnaireState } from '../model/questionnaire';
import { ChoiceGroup } from './choice-group';
import styles from './teacher-search.module.css';

const t = texts.teacherSearch;

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
          <ChoiceGroup
            name="goals"
            legend={t.goals}
            hint={t.several}
            multiple
            options={questionnaireOptions.goals}
            selected={answers.goals}
            onChange={(goal) => set('goals', toggled(answers.goals, goal, TEACHER_SEARCH_GOALS))}
            error={errors.goals}
          />
          <ChoiceGroup
            name="level"
            legend={t.level}
            multiple={false}
            options={questionnaireOptions.level}
            selected={answers.level ? [answers.level] : []}
            onChange={(level) => set('level', level)}
            error={errors.level}
          />
          <p className={styles.aside}>
            <Link to="/test/questions">{t.levelTest}</Link>
          </p>
          <ChoiceGroup
            name="times"
            legend={t.times}
            hint={t.several}
            multiple
            options={questionnaireOptions.times}
            selected={answers.times}
            onChange={(time) => set('times', toggled(answers.times, time, TEACHER_SEARCH_TIMES))}
            error={errors.times}
          />
          <ChoiceGroup
            name="lessonsPerWeek"
            legend={t.lessonsPerWeek}
            multiple={false}
            options={questionnaireOptions.lessonsPerWeek}
            selected={[answers.lessonsPerWeek]}
            onChange={(value) => set('lessonsPerWeek', value)}
          />
          <ChoiceGroup
            name="teacherGender"
            legend={t.teacherGender}
            multiple={false}
            options={questionnaireOptions.teacherGender}
            selected={[answers.teacherGender]}
            onChange={(value) => set('teacherGender', value)}
          />
          <ChoiceGroup
            name="preferences"
            legend={t.preferences}
            hint={t.several}
            multiple
            options={questionnaireOptions.preferences}
            selected={answers.preferences}
            onChange={(value) => set('preferences', toggled(answers.preferences, value, TEACHER_PREFERENCES))}
          />
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
