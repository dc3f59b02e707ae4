import { commonTexts } from '../texts';

export function Loader({ label = commonTexts.loading, inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div className={inline ? 'sc-loader sc-loader--inline' : 'sc-loader'} role="status" aria-live="polite">
      <span className="sc-loader__spinner" aria-hidden />
      <span className={inline ? 'sc-visually-hidden' : undefined}>{label}</span>
    </div>
  );
}
