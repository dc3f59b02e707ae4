import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '@school/shared/api';
import { canUseReview } from '@school/shared/permissions';
import { REVIEW_LIMITS, reviewTexts } from '@school/shared/review';
import { Button, TextInput, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useReviewSettings, useUpdateReviewSettings } from '../api/review-queries';

const t = texts.review;

function SettingForm({ studentId, current }: { studentId: number; current: number }) {
  const [value, setValue] = useState(String(current));
  const save = useUpdateReviewSettings(studentId);
  const n = Number(value);
  const valid = /^\d{1,3}$/.test(value.trim()) && n >= 0 && n <= REVIEW_LIMITS.newPerDayMax;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    save.mutate({ studentId, newPerDay: n }, { onSuccess: () => toast.success(t.saved), onError: () => toast.error(t.saveFailed) });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="new-cards-setting">
      <TextInput
        label={t.newPerDay}
        type="number"
        inputMode="numeric"
        min={0}
        max={REVIEW_LIMITS.newPerDayMax}
        value={value}
        onChange={setValue}
        hint={t.newPerDayHint}
        error={valid ? undefined : reviewTexts.newPerDayRange(REVIEW_LIMITS.newPerDayMax)}
      />
      <Button type="submit" size="small" loading={save.isPending} disabled={!valid || n === current}>
        {t.save}
      </Button>
    </form>
  );
}

/** «Новых карточек в день» (20 unless changed): learners only. */
export function NewCardsSetting({ framed = true }: { framed?: boolean }) {
  const user = useCurrentUser();
  const learner = canUseReview(user, user.id);
  const settings = useReviewSettings(user.id);
  if (!learner || !settings.data) return null;
  const form = <SettingForm key={settings.data.newPerDay} studentId={user.id} current={settings.data.newPerDay} />;
  if (!framed) return form;
  return (
    <section className="sc-panel" aria-labelledby="review-settings">
      <h2 id="review-settings" className="sc-panel__title">
        {t.settingsTitle}
      </h2>
      {form}
    </section>
  );
}
