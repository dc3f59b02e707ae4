import { lessonCodeOf, lessonPath, splitLinks } from '@school/shared/domain';
import { linkHref, type MyLessons } from '@school/shared/schemas';

/** A piece of a homework task as the dashboard shows it: text (maybe bold), a lesson of the school or an outside link. */
type TaskPiece = { kind: 'text'; text: string; bold: boolean } | { kind: 'lesson'; code: string; path: string } | { kind: 'link'; href: string; label: string };

/**
 * A task's header in pieces, without HTML: `**bold**` becomes bold text, lesson links open the lesson
 * here, other links open outside. Every piece is text React escapes, so nothing needs sanitising.
 */
export function taskPieces(header: string): TaskPiece[] {
  return splitLinks(header.trim()).flatMap<TaskPiece>((piece) => {
    if (piece.kind === 'link') {
      const code = lessonCodeOf(piece.value);
      return code ? [{ kind: 'lesson', code, path: lessonPath(code) }] : [{ kind: 'link', href: linkHref(piece.value), label: piece.value }];
    }
    return piece.value
      .split(/\*\*([^*\n]+?)\*\*/)
      .map((text, i) => ({ kind: 'text' as const, text, bold: i % 2 === 1 }))
      .filter((p) => p.text !== '');
  });
}

/** What the lessons block shows first. */
type LessonsBlockState =
  /** Nothing yet: no teacher, no lessons, no reports. */
  { kind: 'new'; neverBought: boolean } | { kind: 'lessons' };

export function lessonsBlockState(data: MyLessons): LessonsBlockState {
  const nothing = !data.nextLesson && !data.latestReport && data.teachers.length === 0 && data.groups.length === 0;
  return nothing ? { kind: 'new', neverBought: !data.hasPurchases } : { kind: 'lessons' };
}

/** Paid lessons left over all formats (self-paying learners); null when the block should not say. */
export function lessonsLeftTotal(data: Pick<MyLessons, 'selfPaying' | 'lessonsLeft'>): number | null {
  if (!data.selfPaying) return null;
  return data.lessonsLeft.reduce((sum, item) => sum + item.reportsLeft, 0);
}

/** Where «все отчёты» of a report lead: the group's page for a group report, the learner's own page otherwise. */
export function reportsPath(data: Pick<MyLessons, 'studentId'>, group: { id: number } | null): string | null {
  if (group) return `/lms/student-groups/${group.id}`;
  return data.studentId !== null ? `/lms/students/${data.studentId}` : null;
}
