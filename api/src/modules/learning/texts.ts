/** What the learning calls answer when a step, a topic or a unit is not there for the learner. */
export const learningTexts = {
  unknownStep: 'В курсе нет такого шага.',
  unknownTopic: 'В программе нет такой темы.',
  unitLocked: 'Этот раздел курса ещё закрыт.',
};
