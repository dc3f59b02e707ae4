import type { ReactNode } from 'react';

export type BadgeTone = 'red' | 'green' | 'yellow' | 'grey' | 'accent';

export function Badge({ tone = 'grey', children, title, testId }: { tone?: BadgeTone; children: ReactNode; title?: string; testId?: string }) {
  return (
    <span className={`sc-badge sc-badge--${tone}`} data-tone={tone} title={title} data-testid={testId}>
      {children}
    </span>
  );
}

/** A small counter (unapproved words, new requests). Hidden at zero. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="sc-badge sc-badge--accent sc-badge--count" aria-label={`${label}: ${count}`}>
      {count}
    </span>
  );
}
