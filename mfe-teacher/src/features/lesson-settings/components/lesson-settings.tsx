import { useState, type FormEvent } from 'react';
import { formErrorMessage } from '@school/shared/api';
import type { LessonSettings as Settings } from '@school/shared/schemas';
import { Button, ConfirmDialog, Loader, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useCalendarFeed, useLessonSettings, useRotateCalendarFeed, useSaveLessonSettings } from '../api/lesson-settings-queries';
import { calendarLinks } from '../model/calendar-links';
import styles from './lesson-settings.module.css';

const t = texts.lessonSettings;

function RemindersForm({ settings }: { settings: Settings }) {
  const [remind24h, setRemind24h] = useState(settings.remind24h);
  const [remind1h, setRemind1h] = useState(settings.remind1h);
  const save = useSaveLessonSettings();
  const dirty = remind24h !== settings.remind24h || remind1h !== settings.remind1h;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ remind24h, remind1h }, { onSuccess: () => toast.success(t.saved) });
  };
  return (
    <form className="sc-panel" onSubmit={submit} aria-labelledby="settings-reminders" data-testid="reminder-settings">
      <h2 id="settings-reminders">{t.remindersTitle}</h2>
      <p className={styles.muted}>{t.remindersIntro}</p>
      {save.error && (
        <p className="sc-form-error" role="alert">
          {formErrorMessage(save.error)}
        </p>
      )}
      <label className={styles.check}>
        <input type="checkbox" checked={remind24h} onChange={(e) => setRemind24h(e.target.checked)} />
        {t.remind24h}
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={remind1h} onChange={(e) => setRemind1h(e.target.checked)} />
        {t.remind1h}
      </label>
      <p className={styles.muted}>{settings.timeZone ? t.timeZone(settings.timeZone) : t.timeZoneUnknown}</p>
      <Button type="submit" loading={save.isPending} disabled={!dirty}>
        {t.save}
      </Button>
    </form>
  );
}

function CalendarFeed() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  if (feed.isPending) return <Loader />;
  if (feed.isError) {
    return (
      <section className="sc-panel" role="alert">
        <p>{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void feed.refetch()}>
          {texts.retry}
        </Button>
      </section>
    );
  }
  const links = calendarLinks(feed.data.path, window.location.origin);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.https);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  return (
    <section className="sc-panel" aria-labelledby="settings-calendar" data-testid="calendar-settings">
      <h2 id="settings-calendar">{t.calendarTitle}</h2>
      <p className={styles.muted}>{t.calendarIntro}</p>
      <label className={styles.address}>
        <span>{t.calendarAddress}</span>
        <input className="sc-input" readOnly value={links.https} onFocus={(e) => e.target.select()} data-testid="calendar-address" />
      </label>
      <div className={styles.actions}>
        <Button onClick={() => void copy()}>{t.copy}</Button>
        <a className="sc-button sc-button--secondary" href={links.google} target="_blank" rel="noopener noreferrer" data-testid="calendar-google">
          {t.google}
        </a>
        <a className="sc-button sc-button--secondary" href={links.webcal} data-testid="calendar-apple">
          {t.apple}
        </a>
        <Button variant="grey" loading={rotate.isPending} onClick={() => setConfirming(true)}>
          {t.rotate}
        </Button>
      </div>
      {rotate.error && (
        <p className="sc-form-error" role="alert">
          {formErrorMessage(rotate.error)}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t.rotateTitle}
          text={t.rotateText}
          confirmLabel={t.rotateConfirm}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            rotate.mutate({}, { onSuccess: () => toast.success(t.rotated) });
          }}
        />
      )}
    </section>
  );
}

/** The lesson part of /lms/settings: e-mail reminders 24 h and 1 h before a lesson, and the private calendar address. */
export function LessonSettings() {
  const settings = useLessonSettings();
  return (
    <>
      {settings.isPending ? (
        <Loader />
      ) : settings.isError ? (
        <section className="sc-panel" role="alert">
          <p>{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {texts.retry}
          </Button>
        </section>
      ) : (
        <RemindersForm settings={settings.data} />
      )}
      <CalendarFeed />
    </>
  );
}
