import { texts } from '../../../texts';
import { offerParagraphs, privacyParagraphs } from '../content';

export function LegalPage({ kind }: { kind: 'offer' | 'privacy' }) {
  const title = kind === 'offer' ? texts.legal.offerTitle : texts.legal.privacyTitle;
  const paragraphs = kind === 'offer' ? offerParagraphs : privacyParagraphs;
  return (
    <article className="sc-panel" style={{ maxWidth: 820, margin: '0 auto' }}>
      <h1 className="sc-page-title">{title}</h1>
      {paragraphs.map((p, i) => (
        <p key={i}>
          {i + 1}. {p}
        </p>
      ))}
    </article>
  );
}
