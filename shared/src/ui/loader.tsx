import { commonTexts } from '../texts';

export function Loader({ label = commonTexts.loading, inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div className={inline ? 'sc-loader sc-loader--inline' : 'sc-loader'} role="status" aria-live="polite">
      <span className="sc-loader__spinner" aria-hidden />
      <span className={inline ? 'sc-visually-hidden' : undefined}>{label}</span>
    </div>
  );
}

/**
 * What a page shows while its code loads: a title line and a panel as tall as the top of a page, so
 * the page that replaces it does not push the footer up and down (no layout shift).
 */
export function PageSkeleton({ label = commonTexts.loading }: { label?: string }) {
  return (
    <div className="sc-page-skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="sc-visually-hidden">{label}</span>
      <div className="sc-skeleton sc-skeleton--title" aria-hidden />
      <div className="sc-skeleton sc-skeleton--panel" aria-hidden />
    </div>
  );
}
