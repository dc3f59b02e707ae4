import { useId, useRef } from 'react';
import { Button } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useVideoUpload } from '../hooks/use-video-upload';
import styles from './reports.module.css';

/**
 * The video field of the report form: choose a video file, watch the percent (capped at 99 until
 * done), cancel, remove. A failure shows its message in place of the progress.
 */
export function VideoUpload({
  value,
  onChange,
  onUploadingChange,
  canUpload = true,
}: {
  value: string | null;
  onChange: (fileName: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** Only teachers upload videos; others may still remove one. */
  canUpload?: boolean;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const upload = useVideoUpload((fileName) => {
    onUploadingChange(false);
    onChange(fileName);
  });
  const { state } = upload;

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    onUploadingChange(true);
    void upload.start(file).finally(() => onUploadingChange(false));
  };

  if (!canUpload && !value && state.status === 'idle') return null;
  return (
    <div className={styles.videoField} data-testid="video-upload">
      <span className="sc-field__label" id={`${inputId}-label`}>
        {texts.reports.videoLabel}
      </span>
      {state.status === 'uploading' ? (
        <div className={styles.progressRow}>
          <progress max={100} value={state.percent} aria-labelledby={`${inputId}-label`} />
          <span role="status" data-testid="upload-progress">
            {texts.reports.uploading(state.percent)}
          </span>
          <Button
            variant="grey"
            size="small"
            onClick={() => {
              upload.cancel();
              onUploadingChange(false);
            }}
          >
            {texts.reports.cancelUpload}
          </Button>
        </div>
      ) : value ? (
        <div className={styles.progressRow}>
          <span data-testid="video-attached">{state.status === 'done' ? `${texts.reports.uploaded}: ${state.originalName}` : texts.reports.attached}</span>
          <Button
            variant="grey"
            size="small"
            onClick={() => {
              upload.reset();
              onChange(null);
            }}
          >
            {texts.reports.removeVideo}
          </Button>
        </div>
      ) : !canUpload ? null : (
        <div className={styles.progressRow}>
          {state.status === 'error' && (
            <span className="sc-field__error" role="alert" data-testid="upload-error">
              {state.message}
            </span>
          )}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="video/*"
            className="sc-visually-hidden"
            aria-describedby={hintId}
            data-testid="video-input"
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <label htmlFor={inputId} className="sc-button sc-button--secondary sc-button--small" tabIndex={-1}>
            {state.status === 'error' ? texts.reports.tryAgain : texts.reports.chooseVideo}
          </label>
          <span id={hintId} className="sc-field__hint">
            {texts.reports.videoHint}
          </span>
        </div>
      )}
    </div>
  );
}
