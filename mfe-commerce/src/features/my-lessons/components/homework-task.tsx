import { Link } from 'react-router-dom';
import type { HomeworkTask } from '@school/shared/schemas';
import { myLessonsTexts } from '../texts';
import { taskPieces } from '../model/my-lessons';
import styles from './my-lessons.module.css';

const t = myLessonsTexts;

/** A task's title: lesson links open the lesson here, other links open outside, `**bold**` is bold. */
function TaskTitle({ header }: { header: string }) {
  return (
    <span className={styles.taskTitle}>
      {taskPieces(header).map((piece, i) => {
        if (piece.kind === 'lesson') {
          return (
            <Link key={i} to={piece.path} className={styles.lessonLink} data-testid="homework-lesson-link">
              {t.openLesson(piece.code)}
            </Link>
          );
        }
        if (piece.kind === 'link') {
          return (
            <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer nofollow">
              {piece.label}
              <span className="sc-visually-hidden"> ({t.externalLink})</span>
            </a>
          );
        }
        return piece.bold ? <strong key={i}>{piece.text}</strong> : <span key={i}>{piece.text}</span>;
      })}
    </span>
  );
}

/** One task of the latest report with the learner's own «сделано» mark. */
export function HomeworkTaskRow({ task, onToggle, busy }: { task: HomeworkTask; onToggle: (done: boolean) => void; busy: boolean }) {
  return (
    <li className={task.done ? `${styles.task} ${styles.taskDone}` : styles.task} data-testid="homework-task" data-done={task.done}>
      <input
        type="checkbox"
        className={styles.check}
        checked={task.done}
        disabled={busy}
        onChange={(event) => onToggle(event.target.checked)}
        aria-label={t.markDone(task.header)}
      />
      <span className={styles.taskText}>
        <TaskTitle header={task.header} />
        {task.body && <span className={styles.taskBody}>{task.body}</span>}
      </span>
    </li>
  );
}
