import { type reviewProcedures, REVIEW_LIMITS, reviewTexts } from '@school/shared/review';
import { conflict, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { ownReview, reviewNow } from '../access';
import { cardKeys, countCards, insertCards, ownWordIds, type NewCard } from '../repository';

/**
 * Adds cards: dictionary words by id (their text stays the word's), phrases, sentences and drill lines
 * with their text. A card the learner has already stays as it is (its schedule untouched).
 */
export const addCards: ProcedureHandler<(typeof reviewProcedures)['review.addCards']> = async (ctx, { studentId, cards }) => {
  ownReview(ctx, studentId);
  const wordIds = cards.flatMap((c) => (c.source === 'word' ? [c.wordId] : []));
  const own = await ownWordIds(ctx.db, studentId, wordIds);
  if (wordIds.some((id) => !own.has(id))) throw notFound(reviewTexts.wordNotFound);
  const list: NewCard[] = cards.map((c) =>
    c.source === 'word'
      ? { key: `word-${c.wordId}`, source: 'word', wordId: c.wordId, prompt: null, answer: null, lessonId: null }
      : { key: c.key, source: c.source, wordId: null, prompt: c.prompt, answer: c.answer, lessonId: c.lessonId },
  );
  const unique = list.filter((c, i) => list.findIndex((other) => other.key === c.key) === i);
  if ((await countCards(ctx.db, studentId)) + unique.length > REVIEW_LIMITS.cardsPerStudent)
    throw conflict(reviewTexts.tooManyCards(REVIEW_LIMITS.cardsPerStudent));
  const added = await insertCards(ctx.db, studentId, unique, await reviewNow(ctx));
  return { added, keys: await cardKeys(ctx.db, studentId) };
};
