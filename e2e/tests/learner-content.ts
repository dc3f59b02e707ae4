import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The lesson catalogue as the methodologists wrote it: the journeys pick their lessons from it. */
const contentDir = path.resolve(import.meta.dirname, '../../mfe-learner/content');

interface Material {
  type: 'speechdrilling' | 'text' | 'smalltalk' | 'presentation';
  subtype: string;
  id: string;
  name: string;
  tags: string[];
}
interface Lesson {
  id: string;
  title: string;
  subtitle?: string;
  searchTags: string[];
  materials: Material[];
}

const ORDER = ['A1', 'A2', 'B1', 'B2', 'B2temp', 'C1', 'Int'];

export function levels(): { group: string; lessons: Lesson[] }[] {
  return readdirSync(path.join(contentDir, 'catalogue'))
    .map((file) => JSON.parse(readFileSync(path.join(contentDir, 'catalogue', file), 'utf8')) as { group: string; lessons: Lesson[] })
    .sort((a, b) => ORDER.indexOf(a.group) - ORDER.indexOf(b.group));
}

export function lessonContent(
  group: string,
  id: string,
): {
  plan: { vocabulary: { en: string; ru: string }[] };
  materials: { type: string; id: string; sentences?: { ru: string; en: string }[] }[];
} {
  return JSON.parse(readFileSync(path.join(contentDir, 'lessons', group, `${id}.json`), 'utf8'));
}

/** The first lesson with a material that matches. */
export function findMaterial(match: (m: Material, lesson: Lesson) => boolean): { group: string; lesson: Lesson; material: Material } {
  for (const level of levels())
    for (const lesson of level.lessons) for (const material of lesson.materials) if (match(material, lesson)) return { group: level.group, lesson, material };
  throw new Error('No such material in the catalogue');
}

const PLURALS = { speechdrilling: 'speechdrillings', text: 'texts', smalltalk: 'smalltalks', presentation: 'presentations' } as const;

export function materialUrl(lessonId: string, material: Pick<Material, 'type' | 'id'>): string {
  return `/lms/lessons/${lessonId}/${PLURALS[material.type]}/${material.id}`;
}
