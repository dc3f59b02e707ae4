import type { HomeworkGroup } from '@school/shared/schemas';
import { texts } from '../../../texts';
import styles from './reports.module.css';
import { HomeworkItemHeader, RichText } from './rich-text';

/** The homework of a report card: sections with their items, in order. */
export function HomeworkView({ groups }: { groups: readonly HomeworkGroup[] }) {
  const visible = [...groups].filter((g) => !g.deletedAt).sort((a, b) => a.index - b.index);
  if (visible.length === 0) return null;
  return (
    <section className={styles.homework} aria-label={texts.reports.homework}>
      <h4 className={styles.blockTitle}>{texts.reports.homework}</h4>
      {visible.map((group, gi) => (
        <div key={group.id ?? gi} className={styles.homeworkGroup}>
          {group.header && <RichText text={group.header} className={styles.homeworkGroupHeader} />}
          {group.body && <RichText text={group.body} />}
          <ol className={styles.homeworkItems}>
            {[...group.items]
              .filter((i) => !i.deletedAt)
              .sort((a, b) => a.index - b.index)
              .map((item, ii) => (
                <li key={item.id ?? ii} className={styles.homeworkItem}>
                  <HomeworkItemHeader header={item.header} />
                  {item.body && <RichText text={item.body} className={styles.muted} />}
                </li>
              ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
