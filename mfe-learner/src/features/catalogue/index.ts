export { LEVEL_GROUPS, groupOfLesson, lessonNumber, type CatalogueName, type LevelGroup } from './model/groups';
export {
  LESSONS_BASE,
  LESSON_TABS,
  TEXTS_BASE,
  basePathOf,
  lessonPath,
  lessonTabPath,
  materialPath,
  materialTypeOfPlural,
  querySearchPath,
  tagSearchPath,
  textPath,
} from './model/links';
export { openableMaterial, visibleMaterials } from './model/visibility';
export { useLessonContent, useLevel, useLevels } from './hooks/use-content';
export { useLessonIdParam, useLessonLookup } from './hooks/use-lesson-lookup';
export { useScrollToHash } from './hooks/use-scroll-to-hash';
export { TagChips } from './components/tag-chip';
export { SubjectIcon, TagLabels } from './components/subject-icon';
