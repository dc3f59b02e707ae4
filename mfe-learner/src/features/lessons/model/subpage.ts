import type { MaterialType } from '@school/shared/schemas';
import { materialTypeOfPlural } from '../../catalogue';

type LessonSubpage = { kind: 'theory' } | { kind: 'sentences' } | { kind: 'text' } | { kind: 'material'; type: MaterialType; id: string } | { kind: 'unknown' };

/**
 * What the rest of a lesson's path asks for: '' the theory, 'training-sentences', 'training-text',
 * '{plural type}/{material id}' a material; anything else is unknown (the not-found page).
 */
export function lessonSubpage(rest: string): LessonSubpage {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'theory' };
  if (parts.length === 1 && parts[0] === 'training-sentences') return { kind: 'sentences' };
  if (parts.length === 1 && parts[0] === 'training-text') return { kind: 'text' };
  if (parts.length === 2) {
    const type = materialTypeOfPlural(parts[0]!);
    if (type && /^\d{1,6}$/.test(parts[1]!)) return { kind: 'material', type, id: parts[1]! };
  }
  return { kind: 'unknown' };
}
