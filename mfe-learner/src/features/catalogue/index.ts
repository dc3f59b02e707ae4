export { LEVEL_GROUPS, CATALOGUE_GROUPS, catalogueOf, groupOfLesson, lessonNumber, type CatalogueName, type LevelGroup } from './model/groups';
export { isMissingModule, loadLessonContent, loadLevel, loadLevels } from './model/load-content';
export {
  LESSONS_BASE,
  LESSON_TABS,
  MATERIAL_PLURALS,
  SEARCH_PATH,
  TEXTS_BASE,
  basePathOf,
  lessonPath,
  lessonTabPath,
  materialPath,
  materialTypeOfPlural,
  querySearchPath,
  tagSearchPath,
  textPath,
  type LessonTabKey,
} from './model/links';
export { openableMaterial, subjectOf, visibleMaterials } from './model/visibility';
export { lookupLesson, type LessonLookup, type LoadedCatalogues } from './model/lookup';
export { contentKeys, useLessonContent, useLevel, useLevels } from './hooks/use-content';
export { useLessonIdParam, useLessonLookup } from './hooks/use-lesson-lookup';
export { hashTarget, useScrollToHash } from './hooks/use-scroll-to-hash';
export { TagChip, TagChips } from './components/tag-chip';
export { SubjectIcon, TagLabels } from './components/subject-icon';
