import type { CatalogueMaterial } from '@school/shared/schemas';
import { PathIcon } from '@school/shared/ui';
import { texts } from '../../../texts';
import { subjectOf } from '../model/visibility';
import styles from './catalogue.module.css';

const paths = {
  // A megaphone.
  marketing: 'M3 10v4h3l6 4V6L6 10H3Zm13-2a5 5 0 0 1 0 8m2.5-10.5a8.5 8.5 0 0 1 0 13',
  // A pen nib.
  design: 'M12 3 5 10l2 9h10l2-9-7-7Zm0 0v8m-2 2a2 2 0 1 0 4 0 2 2 0 0 0-4 0',
  // Code brackets.
  it: 'm8 7-5 5 5 5m8-10 5 5-5 5M14 4l-4 16',
} as const;

/** The small subject icon of a material whose first tag is not general (marketing, design, IT). */
export function SubjectIcon({ material }: { material: Pick<CatalogueMaterial, 'tags'> }) {
  const subject = subjectOf(material);
  if (!subject) return null;
  const label = texts.catalogue.subjects[subject];
  return (
    <span className={styles.subject} title={label} data-subject={subject}>
      <PathIcon d={paths[subject]} size={14} />
      <span className="sc-visually-hidden">{label}</span>
    </span>
  );
}

/** The labels of a material's tags: GEN, MKT, DSG, IT. */
export function TagLabels({ material }: { material: Pick<CatalogueMaterial, 'tags'> }) {
  return (
    <span className={styles.tagLabels}>
      {material.tags.map((tag) => (
        <span key={tag} className={styles.tagLabel} data-tag={tag}>
          {texts.catalogue.tagLabels[tag]}
        </span>
      ))}
    </span>
  );
}
