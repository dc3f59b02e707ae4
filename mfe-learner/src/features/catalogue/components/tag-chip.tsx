import { useNavigate } from 'react-router-dom';
import { texts } from '../../../texts';
import { tagSearchPath } from '../model/links';
import styles from './catalogue.module.css';

/** '#tag': a button that opens the tag search; the active tag is in the accent colour. */
function TagChip({ tag, active = false }: { tag: string; active?: boolean }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`${styles.chip} ${active ? styles.chipActive : ''}`}
      aria-pressed={active}
      aria-label={texts.catalogue.tagChipLabel(tag)}
      onClick={() => navigate(tagSearchPath(tag))}
      data-testid="tag-chip"
    >
      {texts.catalogue.tagChip(tag)}
    </button>
  );
}

/** The chips of a lesson's search tags. */
export function TagChips({ tags, activeTag, label }: { tags: readonly string[]; activeTag?: string | null; label: string }) {
  const active = activeTag?.toLowerCase();
  return (
    <ul className={styles.chips} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagChip tag={tag} active={tag.toLowerCase() === active} />
        </li>
      ))}
    </ul>
  );
}
