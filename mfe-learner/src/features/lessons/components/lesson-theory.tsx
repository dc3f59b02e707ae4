import type { CatalogueLesson, CatalogueMaterial, LessonContent, LessonPlan, LessonTheory } from '@school/shared/schemas';
import { Link } from 'react-router-dom';
import { HeaderRowTable } from '../../../components';
import { texts } from '../../../texts';
import { SubjectIcon, TagLabels, materialPath } from '../../catalogue';
import { phraseLevelOfLesson, useLessonPhrases } from '../../phrase-bank';
import { ListenButton } from '../../speech';
import styles from './lessons.module.css';

function Examples({ pairs }: { pairs: readonly { en: string; ru: string }[] }) {
  return (
    <table className={`sc-table ${styles.examples}`}>
      <thead>
        <tr>
          <th scope="col">{texts.lesson.english}</th>
          <th scope="col">{texts.lesson.russian}</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map((p) => (
          <tr key={p.en}>
            <td lang="en">
              <span className={styles.spoken}>
                <ListenButton text={p.en} label={p.en} compact />
                <span>{p.en}</span>
              </span>
            </td>
            <td>{p.ru}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Theory({ theory }: { theory: LessonTheory }) {
  return (
    <div className={styles.theory} data-testid="lesson-theory">
      <p className={styles.theoryIntro}>{theory.intro}</p>
      {theory.sections.map((section, i) => (
        <section key={section.heading} id={`theory-${i + 1}`} className={styles.theorySection}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p, j) => (
            <p key={j}>{p}</p>
          ))}
          {section.table && <HeaderRowTable rows={section.table} />}
          {section.examples && <Examples pairs={section.examples} />}
        </section>
      ))}
    </div>
  );
}

function Plan({ plan }: { plan: LessonPlan }) {
  return (
    <div className={styles.plan} data-testid="lesson-plan">
      <section id="plan-objectives">
        <h3>{texts.lesson.objectives}</h3>
        <ul>
          {plan.objectives.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </section>
      <section id="plan-vocabulary">
        <h3>{texts.lesson.vocabulary}</h3>
        <Examples pairs={plan.vocabulary} />
      </section>
      <section id="plan-examples">
        <h3>{texts.lesson.examples}</h3>
        <Examples pairs={plan.examples} />
      </section>
      {plan.steps && (
        <section id="plan-steps">
          <h3>{texts.lesson.steps}</h3>
          <ol>
            {plan.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/** «Фразы урока в банке фраз»: the lesson's phrases of the bank, when it has some. */
function LessonPhrasesLink({ lessonId }: { lessonId: string }) {
  const phrases = useLessonPhrases(lessonId);
  const level = phraseLevelOfLesson(lessonId);
  if (!level || !phrases.data || phrases.data.length === 0) return null;
  const params = new URLSearchParams({ level, lesson: lessonId });
  return (
    <p className={styles.phrasesLink}>
      <Link to={`/lms/phrases?${params.toString()}`} data-testid="lesson-phrases-link">
        {texts.lesson.phrasesLink(phrases.data.length)}
      </Link>
    </p>
  );
}

/** The lesson's materials as cards (the side menu folds away on phones). */
function MaterialList({ lesson, visible, base }: { lesson: CatalogueLesson; visible: readonly CatalogueMaterial[]; base: string }) {
  return (
    <section className={`sc-panel sc-panel--compact ${styles.materials}`} aria-labelledby="lesson-materials">
      <h2 id="lesson-materials" className="sc-panel__title">
        {texts.lesson.materials}
      </h2>
      {visible.length === 0 ? (
        <p className={styles.muted}>{texts.library.noVisibleMaterials}</p>
      ) : (
        <ul className={styles.materialCards}>
          {visible.map((m) => (
            <li key={`${m.type}-${m.id}`}>
              <Link to={materialPath(base, lesson.id, m)} className={styles.materialCard}>
                <span className={styles.materialType}>
                  {texts.catalogue.types[m.type]}
                  {texts.catalogue.subtypes[m.subtype] ? ` · ${texts.catalogue.subtypes[m.subtype]}` : ''}
                </span>
                <span className={styles.materialName}>
                  <SubjectIcon material={m} />
                  {m.name}
                </span>
                <TagLabels material={m} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LessonPhrasesLink lessonId={lesson.id} />
    </section>
  );
}

/** The theory tab: the written theory (full lessons) or the lesson plan, and the lesson's materials. */
export function TheoryTab({
  lesson,
  content,
  visible,
  base,
}: {
  lesson: CatalogueLesson;
  content: LessonContent | null;
  visible: readonly CatalogueMaterial[];
  base: string;
}) {
  return (
    <div className={styles.theoryGrid}>
      <section className="sc-panel" aria-label={texts.lesson.tabs.theory}>
        {!content ? (
          <p className={styles.muted}>{texts.lesson.contentMissing}</p>
        ) : content.theory ? (
          <>
            <Theory theory={content.theory} />
            <details className={styles.planDetails}>
              <summary>{texts.lesson.plan}</summary>
              <Plan plan={content.plan} />
            </details>
          </>
        ) : (
          <>
            <p className={styles.planNote}>{texts.lesson.planNote}</p>
            <h2 className={styles.planTitle}>{texts.lesson.plan}</h2>
            <Plan plan={content.plan} />
          </>
        )}
      </section>
      <MaterialList lesson={lesson} visible={visible} base={base} />
    </div>
  );
}
