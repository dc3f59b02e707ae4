import { useParams } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { NotFoundPage } from '@school/shared/app-shell';
import type { CatalogueLesson, CatalogueMaterial, LessonContent } from '@school/shared/schemas';
import { EmptyState, ErrorScreen, Loader, RouteTabs } from '@school/shared/ui';
import { texts } from '../../../texts';
import {
  LESSON_TABS,
  TagChips,
  TagLabels,
  lessonNumber,
  lessonTabPath,
  openableMaterial,
  useLessonContent,
  useLessonLookup,
  useScrollToHash,
  visibleMaterials,
  type CatalogueName,
} from '../../catalogue';
import { PresentationView, SmalltalkView, SpeechdrillingView, TextView, bodyOf } from '../../materials';
import { MiniTextTraining, SentenceTraining } from '../../training';
import { lessonLayout } from '../model/library';
import { lessonSubpage } from '../model/subpage';
import { TheoryTab } from './lesson-theory';
import styles from './lessons.module.css';

function LessonHeader({ lesson, catalogue }: { lesson: CatalogueLesson; catalogue: CatalogueName }) {
  const layout = lessonLayout(lesson);
  if (catalogue === 'other') {
    // Lessons of other programs: a lesson-number header, the number, title and search tags.
    const n = lessonNumber(lesson.id);
    return (
      <header className={`${styles.header} ${styles.headerCompact}`}>
        <p className={styles.numberHeader}>{n !== null ? texts.library.lessonNumber(n) : lesson.id}</p>
        <h1 className="sc-page-title">
          <span className={styles.headerNumber}>{n}.</span> {lesson.title}
        </h1>
        <TagChips tags={lesson.searchTags} label={texts.lesson.tags} />
      </header>
    );
  }
  return (
    <header className={`${styles.header} ${layout === 'wide' ? styles.headerWide : styles.headerCompact}`}>
      <p className={styles.code}>{lesson.id}</p>
      <h1 className="sc-page-title">{lesson.title}</h1>
      {lesson.subtitle && <p className={styles.subtitle}>{lesson.subtitle}</p>}
      <p className={styles.description}>{lesson.description}</p>
      <TagChips tags={lesson.searchTags} label={texts.lesson.tags} />
    </header>
  );
}

function MaterialPage({ material, content, isTeacher }: { material: CatalogueMaterial; content: LessonContent | null; isTeacher: boolean }) {
  const view = (() => {
    switch (material.type) {
      case 'speechdrilling': {
        const body = bodyOf(content, 'speechdrilling', material.id);
        return body && <SpeechdrillingView body={body} />;
      }
      case 'text': {
        const body = bodyOf(content, 'text', material.id);
        return body && <TextView body={body} />;
      }
      case 'smalltalk': {
        const body = bodyOf(content, 'smalltalk', material.id);
        return body && <SmalltalkView body={body} />;
      }
      case 'presentation': {
        const body = bodyOf(content, 'presentation', material.id);
        return body && <PresentationView body={body} showNotes={isTeacher} />;
      }
    }
  })();
  return (
    <section
      className="sc-panel"
      aria-labelledby="material-title"
      data-testid="material-page"
      data-material-type={material.type}
      data-material-id={material.id}
    >
      <header className={styles.materialHeader}>
        <p className={styles.materialType}>
          {texts.catalogue.types[material.type]}
          {texts.catalogue.subtypes[material.subtype] ? ` · ${texts.catalogue.subtypes[material.subtype]}` : ''}
        </p>
        <h2 id="material-title" className={styles.materialTitle}>
          {material.name}
        </h2>
        <TagLabels material={material} />
      </header>
      {view ?? <EmptyState text={texts.material.missing} />}
    </section>
  );
}

function LessonPage({ lesson, catalogue, base }: { lesson: CatalogueLesson; catalogue: CatalogueName; base: string }) {
  const user = useCurrentUser();
  const rest = useParams()['*'] ?? '';
  const subpage = lessonSubpage(rest);
  const content = useLessonContent(lesson.id);
  const visible = visibleMaterials(lesson, user);
  useScrollToHash(content.isSuccess);

  // A material the user may not open is the not-found page, exactly like a missing one.
  const material = subpage.kind === 'material' ? openableMaterial(lesson, user, subpage.type, subpage.id) : null;
  if (subpage.kind === 'unknown' || (subpage.kind === 'material' && !material)) return <NotFoundPage />;

  const layout = lessonLayout(lesson);
  const body = (data: LessonContent | null) => {
    switch (subpage.kind) {
      case 'theory':
        return <TheoryTab lesson={lesson} content={data} visible={visible} base={base} />;
      case 'sentences':
        return <SentenceTraining lessonId={lesson.id} content={data} visible={visible} />;
      case 'text':
        return <MiniTextTraining lessonId={lesson.id} content={data} visible={visible} />;
      case 'material':
        return <MaterialPage material={material!} content={data} isTeacher={user.isTeacher} />;
    }
  };
  return (
    <article className={styles.lesson} data-testid="lesson-page" data-lesson-id={lesson.id} data-layout={layout}>
      <LessonHeader lesson={lesson} catalogue={catalogue} />
      <RouteTabs
        label={texts.lesson.tabsLabel}
        tabs={LESSON_TABS.map((tab) => ({ to: lessonTabPath(base, lesson.id, tab.key), label: texts.lesson.tabs[tab.key], end: true }))}
      />
      {content.isPending ? (
        <Loader label={texts.lesson.loading} />
      ) : content.isError ? (
        <ErrorScreen message={texts.catalogue.loadFailed} onRetry={() => void content.refetch()} />
      ) : (
        body(content.data)
      )}
    </article>
  );
}

/** /lms/lessons/{lessonId}/…: a loader while the level loads, the not-found page for a missing lesson. */
export function LessonRoute({ base }: { base: string }) {
  const { lessonId } = useParams();
  const lookup = useLessonLookup(lessonId);
  if (lookup.failed) return <ErrorScreen message={texts.catalogue.loadFailed} onRetry={lookup.retry} />;
  if (lookup.status === 'loading') return <Loader label={texts.lesson.loading} />;
  if (lookup.status === 'not-found') return <NotFoundPage />;
  return <LessonPage key={lookup.lesson.id} lesson={lookup.lesson} catalogue={lookup.catalogue} base={base} />;
}
