import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage, normaliseError } from '@school/shared/api';
import { currentReferralCode } from '@school/shared/domain';
import { LeadFormSchema, type LeadAgeGroup } from '@school/shared/schemas';
import { landingTexts } from '@school/shared/texts';
import { Button, Select, TextInput, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { introLessonTexts } from '../texts';
import { useCreateLead } from '../api/lead-queries';
import { ageGroupOptions, emptyLeadForm, leadRequest, timeOptions, type LeadContext } from '../model/lead-form';
import styles from './intro-lesson.module.css';

const t = introLessonTexts;

/**
 * The introductory-lesson signup: name, phone, e-mail or messenger, who will study and when. Sends a
 * lead (with the invitation code of this visit, if any) and turns into the thank-you state.
 */
export function LeadForm({
  source,
  ageGroup = '',
  planId,
  level,
  headingLevel = 2,
}: Omit<LeadContext, 'referralCode'> & { ageGroup?: LeadAgeGroup | ''; headingLevel?: 2 | 3 }) {
  const { search } = useLocation();
  const [referralCode] = useState(() => currentReferralCode(search));
  const form = useSchemaForm(LeadFormSchema, emptyLeadForm(ageGroup));
  const create = useCreateLead();
  const [sentName, setSentName] = useState<string | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (sentName !== null) thanks.current?.focus();
  }, [sentName]);

  if (sentName !== null) {
    return (
      <div className={`sc-panel ${styles.thanks}`} data-testid="lead-thanks" role="status">
        <Heading ref={thanks} tabIndex={-1} className={styles.thanksTitle}>
          {t.thanksTitle}
        </Heading>
        <p>{t.thanksText(sentName)}</p>
        {!level && (
          <p>
            {t.thanksLevelTest} <Link to="/test/questions">{texts.frontDoor.takeLevelTest}</Link>
          </p>
        )}
      </div>
    );
  }

  const serverError = create.error ? normaliseError(create.error) : null;
  const fieldError = (key: keyof typeof form.values) => form.errors[key] ?? serverError?.fieldErrors[key];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (!values || create.isPending) return;
    create.mutate({ body: leadRequest(values, { source, referralCode, level, planId }) }, { onSuccess: () => setSentName(values.name) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t.form.title} data-testid="lead-form">
      {referralCode && <p className={styles.invited}>{t.invited}</p>}
      {level && <p className={styles.invited}>{t.withLevel(landingTexts.levels[level])}</p>}
      {serverError && Object.keys(serverError.fieldErrors).length === 0 && (
        <p className="sc-form-error" role="alert">
          {t.form.failed}. {errorMessage(serverError)}
        </p>
      )}
      <div className={styles.fields}>
        <TextInput
          label={t.form.name}
          autoComplete="given-name"
          value={form.values.name}
          onChange={form.set('name')}
          onBlur={() => form.touch('name')}
          error={fieldError('name')}
          maxLength={80}
          required
        />
        <TextInput
          label={t.form.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.values.phone}
          onChange={form.set('phone')}
          onBlur={() => form.touch('phone')}
          error={fieldError('phone')}
          hint={t.form.phoneHint}
          maxLength={25}
          required
        />
        <TextInput
          label={t.form.contact}
          autoComplete="email"
          value={form.values.contact}
          onChange={form.set('contact')}
          onBlur={() => form.touch('contact')}
          error={fieldError('contact')}
          hint={t.form.contactHint}
          maxLength={120}
        />
        <Select
          label={t.form.ageGroup}
          value={form.values.ageGroup}
          onChange={form.set('ageGroup')}
          onBlur={() => form.touch('ageGroup')}
          options={ageGroupOptions}
          placeholder={t.form.choose}
          error={fieldError('ageGroup')}
          required
        />
        <Select
          label={t.form.time}
          value={form.values.time}
          onChange={form.set('time')}
          onBlur={() => form.touch('time')}
          options={timeOptions}
          placeholder={t.form.choose}
          error={fieldError('time')}
          required
        />
      </div>
      <Button type="submit" block loading={create.isPending}>
        {t.form.submit}
      </Button>
      <p className={styles.consent}>
        {t.form.consent} <Link to="/privacy">{t.form.privacy}</Link>.
      </p>
    </form>
  );
}
