export {
  loadGrammarTopics,
  lessonLevel,
  topicLessons,
  topicsByGroup,
  topicsForLabel,
  topicsOfLesson,
  type GrammarGroupTopics,
} from './model/topics';
