import type { CatalogueMaterial, ExerciseSentence, MaterialBody, PhraseRecord } from '@school/shared/schemas';
import { parseAnswerKey } from '../../answers';
import { promptKey } from './prompt-key';

/** One sentence to translate: the Russian prompt and the answer key (alternatives with '/', hints in brackets). */
export interface TrainingItem {
  key: string;
  ru: string;
  en: string;
}

/**
 * The Only-new training of a lesson: the lesson's exercise sentences and phrases of the bank, then the
 * sentences of its only-new speech drillings the user may open; a prompt met twice is asked once.
 */
export function trainingItems(args: {
  sentences: readonly ExerciseSentence[];
  phrases: readonly PhraseRecord[];
  materials: readonly MaterialBody[];
  visible: readonly Pick<CatalogueMaterial, 'type' | 'subtype' | 'id'>[];
}): TrainingItem[] {
  const onlyNew = new Set(args.visible.filter((m) => m.type === 'speechdrilling' && m.subtype === 'only-new').map((m) => m.id));
  const items: TrainingItem[] = [
    ...args.sentences.map((s) => ({ key: `sentence-${s.id}`, ru: s.rus, en: s.eng })),
    ...args.phrases.map((p) => ({ key: `phrase-${p.id}`, ru: p.rus, en: p.eng })),
    ...args.materials.flatMap((m) =>
      m.type === 'speechdrilling' && onlyNew.has(m.id) ? m.sentences.map((s, i) => ({ key: `drilling-${m.id}-${i + 1}`, ru: s.ru, en: s.en })) : [],
    ),
  ];
  const seen = new Set<string>();
  return items.filter((item) => {
    const prompt = promptKey(item.ru);
    if (seen.has(prompt)) return false;
    seen.add(prompt);
    return true;
  });
}

/** The words of a text, lower case, apostrophes kept: "I'm twenty-eight." → ["i'm", 'twenty-eight']. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []
  );
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((word, j) => haystack[i + j] === word)) return true;
  }
  return false;
}

/**
 * Does an English text contain a vocabulary entry as whole words? 'years old' is in "I'm twenty years
 * old", 'to look forward to' also as 'look forward to', 'How are you?' without its question mark.
 */
export function containsEntry(text: string, entry: string): boolean {
  const haystack = wordsOf(text);
  const needle = wordsOf(entry);
  if (containsRun(haystack, needle)) return true;
  return needle[0] === 'to' && needle.length > 1 && containsRun(haystack, needle.slice(1));
}

export interface MetWord {
  word: string;
  translation: string;
  example: string;
}

/** The first accepted answer of a key, without hints: the example a word arrives with. */
function exampleOf(answerKey: string): string {
  return parseAnswerKey(answerKey).alternatives.find((a) => a !== '') ?? '';
}

/**
 * The lesson's vocabulary met in a training sentence: the entries its answer contains, each with the
 * sentence as the example.
 */
export function wordsMetIn(answerKey: string, vocabulary: readonly { en: string; ru: string }[]): MetWord[] {
  const { alternatives } = parseAnswerKey(answerKey);
  const example = exampleOf(answerKey);
  return vocabulary
    .filter((entry) => alternatives.some((alternative) => containsEntry(alternative, entry.en)))
    .map((entry) => ({ word: entry.en, translation: entry.ru, example }));
}

/** The sentences of a text (for the example of a glossary word). */
export function sentencesOf(paragraph: string): string[] {
  return (paragraph.match(/[^.!?]+[.!?]+["”»]?|[^.!?]+$/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** The glossary words of a text that occur in it, each with the first sentence it occurs in. */
export function glossaryWordsIn(paragraphs: readonly string[], glossary: readonly { en: string; ru: string }[]): MetWord[] {
  const sentences = paragraphs.flatMap(sentencesOf);
  return glossary.flatMap((entry) => {
    const sentence = sentences.find((s) => containsEntry(s, entry.en));
    return sentence ? [{ word: entry.en, translation: entry.ru, example: sentence }] : [];
  });
}
