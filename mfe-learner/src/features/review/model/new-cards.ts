import type { PhraseRecord } from '@school/shared/schemas';
import { type AddReviewCard, REVIEW_LIMITS } from '@school/shared/review';

/** A phrase of the bank as a card: its Russian asked, its English the key. */
export function phraseCard(phrase: Pick<PhraseRecord, 'id' | 'rus' | 'eng' | 'link'>): AddReviewCard {
  return {
    source: 'phrase',
    key: `phrase-${phrase.id}`,
    prompt: clip(phrase.rus, REVIEW_LIMITS.prompt),
    answer: clip(phrase.eng, REVIEW_LIMITS.answer),
    lessonId: phrase.link,
  };
}

/**
 * A sentence of a lesson's training as a card: its key names its source ('sentence-77', 'phrase-328',
 * 'drilling-376-3' of the training becomes 'drill-376-3'), so a phrase added from the bank and from
 * its lesson is one card.
 */
export function trainingCard(item: { key: string; ru: string; en: string }, lessonId: string): AddReviewCard | null {
  const m = /^(sentence|phrase|drilling)-(\d+(?:-\d+)?)$/.exec(item.key);
  if (!m) return null;
  const source = m[1] === 'drilling' ? 'drill' : (m[1] as 'sentence' | 'phrase');
  return { source, key: `${source}-${m[2]}`, prompt: clip(item.ru, REVIEW_LIMITS.prompt), answer: clip(item.en, REVIEW_LIMITS.answer), lessonId };
}

/** A card's key as the server names it, for the «в повторении» marks. */
export function cardKeyOf(card: AddReviewCard): string {
  return card.source === 'word' ? `word-${card.wordId}` : card.key;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}
