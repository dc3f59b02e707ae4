import { useEffect } from 'react';
import { NavLink, useParams } from 'react-router-dom';
import { useQueries } from '@tanstack/react-query';
import { NotFoundPage } from '@school/shared/app-shell';
import { METHODOLOGY_SECTION_IDS, type MethodologyBlock, type MethodologySection } from '@school/shared/schemas';
import { ErrorScreen, Loader, useScrollActiveIntoView } from '@school/shared/ui';
import { HeaderRowTable } from '../../../components';
import { texts } from '../../../texts';
import { handbookTarget, loadSection, methodologyPath, sectionHas } from '../model/handbook';
import styles from './methodology.module.css';

function Block({ block }: { block: MethodologyBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const List = block.style === 'numbered' ? 'ol' : 'ul';
      return (
        <div className={styles.list}>
          {block.title && <p className={styles.listTitle}>{block.title}</p>}
          <List>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        </div>
      );
    }
    case 'term':
      return (
        <dl className={styles.term}>
          <dt>{block.term}</dt>
          <dd>{block.definition}</dd>
        </dl>
      );
    case 'table':
      return <HeaderRowTable rows={block.rows} className={styles.table} />;
    case 'tip':
      return <aside className={styles.tip}>{block.text}</aside>;
  }
}

/**
 * The side menu: sections M0-0 … M6-0 with their sub-sections, each a path under the root plus its id.
 * After each navigation it scrolls to the active item (1000 ms in 20 ms steps, as the teacher sidebar).
 */
function HandbookMenu({ sections }: { sections: readonly MethodologySection[] }) {
  const ref = useScrollActiveIntoView<HTMLElement>(100);
  return (
    <nav ref={ref} className={styles.menu} aria-label={texts.methodology.menuLabel} data-testid="methodology-menu">
      <ol className={styles.menuSections}>
        {sections.map((section) => (
          <li key={section.id}>
            <NavLink to={methodologyPath(section.id)} end className={styles.menuSection}>
              <span className={styles.menuId}>{section.id}</span> {section.title}
            </NavLink>
            <ol className={styles.menuSubsections}>
              {section.subsections.map((sub) => (
                <li key={sub.id}>
                  <NavLink to={methodologyPath(sub.id)} end className={styles.menuSubsection}>
                    <span className={styles.menuId}>{sub.id}</span> {sub.title}
                  </NavLink>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SectionView({ section, item }: { section: MethodologySection; item: string }) {
  // A sub-section's path shows its section, scrolled to it.
  useEffect(() => {
    if (item === section.id) {
      window.scrollTo({ top: 0 });
      return;
    }
    const element = document.getElementById(item);
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [item, section.id]);
  return (
    <article className={`sc-panel ${styles.section}`} data-testid="methodology-section" data-section-id={section.id}>
      <p className={styles.sectionId}>{section.id}</p>
      <h1 className="sc-page-title">{section.title}</h1>
      <p className={styles.summary}>{section.summary}</p>
      {section.subsections.map((sub) => (
        <section
          key={sub.id}
          id={sub.id}
          tabIndex={-1}
          className={`${styles.subsection} ${sub.id === item ? styles.current : ''}`}
          aria-labelledby={`${sub.id}-title`}
        >
          <h2 id={`${sub.id}-title`}>
            <span className={styles.menuId}>{sub.id}</span> {sub.title}
          </h2>
          {sub.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

/** /lms/methodology and /lms/methodology/{section or sub-section id}: the teachers' handbook. */
export function MethodologyHandbook() {
  const rest = useParams()['*'] ?? '';
  const target = handbookTarget(rest);
  const sections = useQueries({
    queries: METHODOLOGY_SECTION_IDS.map((id) => ({
      queryKey: ['content.methodology', id],
      queryFn: () => loadSection(id),
      staleTime: Infinity,
      gcTime: Infinity,
    })),
    combine: (results) => ({
      data: results.every((r) => r.isSuccess) ? results.map((r) => r.data!) : undefined,
      isError: results.some((r) => r.isError),
      retry: () => results.forEach((r) => r.isError && void r.refetch()),
    }),
  });
  if (!target) return <NotFoundPage />;
  if (sections.isError) return <ErrorScreen message={texts.methodology.loadFailed} onRetry={sections.retry} />;
  if (!sections.data) return <Loader />;
  const section = sections.data.find((s) => s.id === target.section);
  if (!section || !sectionHas(section, target.item)) return <NotFoundPage />;
  return (
    <div className={styles.page} data-testid="methodology-page">
      <HandbookMenu sections={sections.data} />
      <SectionView section={section} item={target.item} />
    </div>
  );
}
