import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import type { MaterialViewer } from '@school/shared/permissions';
import type { CatalogueLesson } from '@school/shared/schemas';
import { Button, Loader, media, useMediaQuery, useScrollActiveIntoView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { LEVEL_GROUPS, SubjectIcon, lessonPath, materialPath, useLevel, visibleMaterials, type LevelGroup } from '../../catalogue';
import { openGroups } from '../model/library';
import styles from './lessons.module.css';

/**
 * One accordion entry per lesson: the header shows the id and title (the accent colour when open);
 * inside, the theory at the lesson path (exact match), then a link per material the user may open.
 */
function LessonAccordion({
  lesson,
  base,
  user,
  defaultOpen = false,
  current = false,
}: {
  lesson: CatalogueLesson;
  base: string;
  user: MaterialViewer;
  defaultOpen?: boolean;
  current?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [wasDefaultOpen, setWasDefaultOpen] = useState(defaultOpen);
  // Opening another lesson elsewhere (search, a link) opens its entry.
  if (defaultOpen !== wasDefaultOpen) {
    setWasDefaultOpen(defaultOpen);
    if (defaultOpen) setOpen(true);
  }
  const panelId = useId();
  const materials = visibleMaterials(lesson, user);
  return (
    <li className={styles.entry} data-current={current || undefined} data-testid="lesson-entry" data-lesson-id={lesson.id}>
      <h3 className={styles.entryHeading}>
        <button
          type="button"
          className={`${styles.entryButton} ${open ? styles.entryOpen : ''}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <span className={styles.entryId}>{lesson.id}</span>
          <span>{lesson.title}</span>
        </button>
      </h3>
      {open && (
        <ul id={panelId} className={styles.menu} aria-label={texts.library.lessonMenu(lesson.id)}>
          <li>
            <NavLink end to={lessonPath(base, lesson.id)} className={styles.menuLink}>
              {texts.library.theory}
            </NavLink>
          </li>
          {materials.map((m) => (
            <li key={`${m.type}-${m.id}`}>
              <NavLink
                to={materialPath(base, lesson.id, m)}
                className={styles.menuLink}
                title={texts.catalogue.types[m.type]}
                data-material-type={m.type}
                data-material-id={m.id}
              >
                <SubjectIcon material={m} />
                <span>
                  {/* A text and a small talk may share a name: the type tells them apart for screen readers. */}
                  <span className="sc-visually-hidden">{texts.catalogue.types[m.type]}: </span>
                  {m.name}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function LevelSection({
  group,
  open,
  onToggle,
  base,
  currentId,
  onCurrentShown,
}: {
  group: LevelGroup;
  open: boolean;
  onToggle: () => void;
  base: string;
  currentId: string | null;
  /** Called once the current lesson's entry is on screen (its level has loaded). */
  onCurrentShown: (lessonId: string) => void;
}) {
  const user = useCurrentUser();
  const level = useLevel(open ? group : null);
  const panelId = useId();
  const showsCurrent = open && Boolean(currentId && level.data?.lessons.some((l) => l.id === currentId));
  useEffect(() => {
    if (showsCurrent && currentId) onCurrentShown(currentId);
  }, [showsCurrent, currentId, onCurrentShown]);
  return (
    <section className={styles.level} data-group={group}>
      <h2 className={styles.levelHeading}>
        <button type="button" className={styles.levelButton} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span>{texts.catalogue.groups[group]}</span>
          {level.data && <span className={styles.levelCount}>{texts.catalogue.lessonsCount(level.data.lessons.length)}</span>}
        </button>
      </h2>
      {open && (
        <div id={panelId}>
          {level.isError ? (
            <div className={styles.levelState}>
              <p>{texts.catalogue.loadFailed}</p>
              <Button size="small" variant="secondary" onClick={() => void level.refetch()}>
                {texts.retry}
              </Button>
            </div>
          ) : level.isPending ? (
            <Loader inline />
          ) : level.data === null ? (
            <p className={styles.levelState}>{texts.library.levelNotReady}</p>
          ) : (
            <ul className={styles.entries}>
              {level.data.lessons.map((lesson) => (
                <LessonAccordion
                  key={lesson.id}
                  lesson={lesson}
                  base={base}
                  user={user}
                  defaultOpen={lesson.id === currentId}
                  current={lesson.id === currentId}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The library's side panel: the lessons grouped by level, a level's file fetched when its group is
 * opened (the current lesson's group is open). It scrolls to the current lesson; on phones and
 * tablets it folds away behind a button.
 */
export function LibrarySidebar({ base, currentId, currentGroup }: { base: string; currentId: string | null; currentGroup: LevelGroup | null }) {
  const mobile = useMediaQuery(media.mobile);
  const { pathname } = useLocation();
  const [toggled, setToggled] = useState<Partial<Record<LevelGroup, boolean>>>({});
  const [shownOnMobile, setShownOnMobile] = useState(false);
  const [path, setPath] = useState(pathname);
  if (path !== pathname) {
    setPath(pathname);
    setShownOnMobile(false);
  }
  const open = openGroups(toggled, currentGroup);
  // The lesson whose entry is rendered: the side panel scrolls to it once its level has loaded.
  const [shownId, setShownId] = useState<string | null>(null);
  const currentShown = currentId !== null && shownId === currentId;
  const ref = useScrollActiveIntoView<HTMLElement>(50, { selector: '[data-current="true"]', enabled: currentShown && !mobile });

  const panelId = useId();
  const hidden = mobile && !shownOnMobile;
  return (
    <>
      {mobile && (
        <Button variant="secondary" block aria-expanded={shownOnMobile} aria-controls={panelId} onClick={() => setShownOnMobile((v) => !v)}>
          {shownOnMobile ? texts.library.hideLessons : texts.library.showLessons}
        </Button>
      )}
      <nav ref={ref} id={panelId} className={styles.sidebar} aria-label={texts.library.sidebarLabel} hidden={hidden} data-testid="library-sidebar">
        {LEVEL_GROUPS.map((group) => (
          <LevelSection
            key={group}
            group={group}
            open={open.has(group)}
            onToggle={() => setToggled((t) => ({ ...t, [group]: !open.has(group) }))}
            base={base}
            currentId={currentId}
            onCurrentShown={setShownId}
          />
        ))}
      </nav>
    </>
  );
}
