import { Link } from 'react-router-dom';
import { richTextPieces, type RichPiece } from '@school/shared/domain';
import { useAfterHydration } from '@school/shared/ui';
import { texts } from '../../../texts';
import styles from './reports.module.css';

function LessonCard({ piece }: { piece: Extract<RichPiece, { kind: 'lesson' }> }) {
  return (
    <Link to={piece.path} className={styles.lessonCard} data-testid="lesson-card">
      <span className={styles.lessonCardLevel} aria-hidden>
        {piece.code.split('-')[0]}
      </span>
      <span>
        <span className={styles.lessonCardTitle}>{texts.reports.lessonCard(piece.code)}</span>
        <span className={styles.lessonCardAction}>{texts.reports.openLesson}</span>
      </span>
    </Link>
  );
}

function ExternalLink({ piece }: { piece: Extract<RichPiece, { kind: 'link' }> }) {
  return (
    <a href={piece.href} target="_blank" rel="noopener noreferrer nofollow" className={styles.externalLink}>
      {piece.label}
      <span className="sc-visually-hidden"> ({texts.reports.externalLink})</span>
    </a>
  );
}

/**
 * Body text of a report: lesson links as cards, other links as plain external links, `**bold**`
 * and line breaks kept; every HTML piece is sanitised with DOMPurify before it is shown. The server
 * has no DOM to sanitise with and escapes such pieces: the browser takes its view over as it is, then
 * shows them sanitised.
 */
export function RichText({ text, as = 'div', className }: { text: string; as?: 'div' | 'span'; className?: string }) {
  const Tag = as;
  const browser = useAfterHydration();
  return (
    <Tag className={[styles.richText, className].filter(Boolean).join(' ')}>
      {richTextPieces(text, browser ? undefined : null).map((piece, i) => {
        if (piece.kind === 'lesson') return <LessonCard key={i} piece={piece} />;
        if (piece.kind === 'link') return <ExternalLink key={i} piece={piece} />;
        return <span key={i} dangerouslySetInnerHTML={{ __html: piece.html }} />;
      })}
    </Tag>
  );
}

/** A homework item's header: one link (a lesson card or an external link) or a title with bold and links. */
export function HomeworkItemHeader({ header }: { header: string }) {
  return <RichText text={header.trim()} as="span" className={styles.itemTitle} />;
}
