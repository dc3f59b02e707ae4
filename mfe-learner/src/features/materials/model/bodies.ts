import type { LessonContent, MaterialBody, MaterialType } from '@school/shared/schemas';

export type BodyOf<T extends MaterialType> = Extract<MaterialBody, { type: T }>;

/** The body of a material in a lesson file, or null when the file does not have it (yet). */
export function bodyOf<T extends MaterialType>(content: LessonContent | null | undefined, type: T, id: string): BodyOf<T> | null {
  const body = content?.materials.find((m) => m.type === type && m.id === id);
  return (body as BodyOf<T> | undefined) ?? null;
}

/** The slide shown after a key press in a presentation (arrows, Home, End), or null for other keys. */
export function slideAfterKey(key: string, current: number, total: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
      return Math.min(current + 1, total - 1);
    case 'ArrowLeft':
    case 'PageUp':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return total - 1;
    default:
      return null;
  }
}
