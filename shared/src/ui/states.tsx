import type { ReactNode } from 'react';
import { commonTexts } from '../texts';
import { Button, ButtonLink } from './button';

/** The generic error view: a message and a link home. */
export function ErrorScreen({
  message = commonTexts.renderError,
  homeHref = '/lms/dashboard',
  title,
  onRetry,
}: {
  message?: string;
  homeHref?: string;
  title?: string;
  onRetry?: () => void;
}) {
  return (
    <section className="sc-state sc-panel" role="alert">
      {title && <h1 className="sc-state__title">{title}</h1>}
      <p className="sc-state__text">{message}</p>
      <div className="sc-state__actions">
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {commonTexts.retry}
          </Button>
        )}
        <ButtonLink to={homeHref}>{commonTexts.backHome}</ButtonLink>
      </div>
    </section>
  );
}

/** An empty list or a section with nothing yet. */
export function EmptyState({ title, text, children }: { title?: string; text: string; children?: ReactNode }) {
  return (
    <div className="sc-state">
      {title && <h2 className="sc-state__title">{title}</h2>}
      <p className="sc-state__text">{text}</p>
      {children && <div className="sc-state__actions">{children}</div>}
    </div>
  );
}

/**
 * The message of a failed save, with a retry button: the form keeps everything typed, so trying
 * again sends the same input.
 */
export function FormError({ message, onRetry, busy = false, testId }: { message: string; onRetry?: () => void; busy?: boolean; testId?: string }) {
  return (
    <div className="sc-form-error sc-form-error--retry">
      <span role="alert" data-testid={testId}>
        {message}
      </span>
      {onRetry && (
        <Button variant="secondary" size="small" onClick={onRetry} loading={busy}>
          {commonTexts.retry}
        </Button>
      )}
    </div>
  );
}
