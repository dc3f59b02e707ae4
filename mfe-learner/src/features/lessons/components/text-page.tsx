import { Link, Navigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { NotFoundPage } from '@school/shared/app-shell';
import type { CatalogueLesson, CatalogueMaterial } from '@school/shared/schemas';
import { EmptyState, ErrorScreen, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { LEVEL_GROUPS, LESSONS_BASE, TEXTS_BASE, TagLabels, lessonPath, useLessonContent, useLevels } from '../../catalogue';
import { TextView, bodyOf } from '../../materials';
import { findText, textIdOf } from '../model/library';
import styles from './lessons.module.css';

function TextMaterial({ lesson, material }: { lesson: CatalogueLesson; material: CatalogueMaterial }) {
  const content = useLessonContent(lesson.id);
  if (content.isPending) return <Loader />;
  if (content.isError) return <ErrorScreen message={texts.catalogue.loadFailed} onRetry={() => void content.refetch()} />;
  const body = bodyOf(content.data, 'text', material.id);
  return (
    <article className={`sc-panel ${styles.textPage}`} data-testid="material-page" data-material-type="text" data-material-id={material.id}>
      <p className={styles.breadcrumb}>
        <Link to={lessonPath(LESSONS_BASE, lesson.id)}>{texts.lesson.fromLesson(lesson.id, lesson.title)}</Link>
      </p>
      <header className={styles.materialHeader}>
        <p className={styles.materialType}>{texts.catalogue.types.text}</p>
        <h1 className="sc-page-title">{material.name}</h1>
        <TagLabels material={material} />
      </header>
      {body ? <TextView body={body} /> : <EmptyState text={texts.material.missing} />}
    </article>
  );
}

/** /lms/texts/{id}: a text material opened directly (found in whichever level holds it). */
export function TextPage() {
  const { textId } = useParams();
  const user = useCurrentUser();
  const levels = useLevels(LEVEL_GROUPS);
  if (levels.isError) return <ErrorScreen message={texts.catalogue.loadFailed} onRetry={levels.refetch} />;
  if (!levels.levels) return <Loader />;
  // The spec's empty-state link /lms/texts/1 opens the first text (ids of texts start at 50).
  const id = textId ? textIdOf(levels.levels, textId, user) : null;
  if (id !== null && id !== textId) return <Navigate to={`${TEXTS_BASE}/${id}`} replace />;
  const found = id ? findText(levels.levels, id, user) : null;
  if (!found) return <NotFoundPage />;
  return <TextMaterial lesson={found.lesson} material={found.material} />;
}
