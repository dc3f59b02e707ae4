export { loadGrammarTopics, lessonLevel, topicLessons, topicsByGroup, topicsForLabel, topicsOfLesson, type GrammarGroupTopics } from './model/topics';
export { levelOfProgram, statusCounts, statusOf, topicsOfLevel } from './model/program-status';
export { useGrammarTopics } from './api/grammar-queries';
export { GrammarProgram } from './components/grammar-program';
