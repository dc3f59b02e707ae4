import { describe, expect, it } from 'vitest';
import type { ExerciseSentence, MaterialBody, PhraseRecord } from '@school/shared/schemas';
import { containsEntry, glossaryWordsIn, sentencesOf, trainingItems, wordsMetIn, wordsOf } from './training-set';

const phrase = (id: number, rus: string, eng: string): PhraseRecord => ({ id, order: id, rus, eng, link: 'A1-1', program: 'A1', searchForLink: [] });
const sentence = (id: number, rus: string, eng: string): ExerciseSentence => ({ id, order: id, rus, eng, link: 'B2-13', program: 'B2' });
const drilling = (id: string, pairs: [string, string][]): MaterialBody => ({
  type: 'speechdrilling',
  id,
  instructions: 'Переведите вслух.',
  sentences: pairs.map(([ru, en]) => ({ ru, en })),
});

describe('the Only-new training set', () => {
  it('takes sentences, phrases, then the only-new drillings the user may open, each prompt once', () => {
    const items = trainingItems({
      sentences: [sentence(70, 'Как он смеет!', 'How dare he! (dare)')],
      phrases: [phrase(3, 'Я устал.', "I'm tired / I am tired")],
      materials: [
        drilling('376', [
          ['Я устал.', "I'm tired"],
          ['Мы дома.', "We're at home"],
        ]),
        drilling('377', [['Я готов.', "I'm ready"]]),
        drilling('801', [['Это наш клиент.', "It's our client"]]),
      ],
      visible: [
        { type: 'speechdrilling', subtype: 'only-new', id: '376' },
        { type: 'speechdrilling', subtype: '', id: '377' },
      ],
    });
    expect(items.map((i) => i.key)).toEqual(['sentence-70', 'phrase-3', 'drilling-376-2']);
    expect(items[2]).toEqual({ key: 'drilling-376-2', ru: 'Мы дома.', en: "We're at home" });
  });
});

describe('words met in the training', () => {
  const vocabulary = [
    { en: 'tired', ru: 'уставший' },
    { en: 'years old', ru: 'лет (о возрасте)' },
    { en: 'How are you?', ru: 'Как дела?' },
    { en: 'to look forward to', ru: 'с нетерпением ждать' },
    { en: 'old', ru: 'старый' },
  ];

  it('finds whole words and phrases of the vocabulary in any accepted answer', () => {
    expect(wordsMetIn("I'm tired / I am tired (to be)", vocabulary)).toEqual([{ word: 'tired', translation: 'уставший', example: "I'm tired" }]);
    expect(wordsMetIn("I'm twenty / I'm twenty years old", vocabulary).map((w) => w.word)).toEqual(['years old', 'old']);
    expect(wordsMetIn('Hi! How are you?', vocabulary).map((w) => w.word)).toEqual(['How are you?']);
    expect(wordsMetIn("We're looking forward to it / I'm looking forward to it", vocabulary)).toEqual([]);
    expect(wordsMetIn('I look forward to your answer', vocabulary).map((w) => w.word)).toEqual(['to look forward to']);
  });

  it('matches whole words only', () => {
    expect(containsEntry('He is retired', 'tired')).toBe(false);
    expect(containsEntry('Bold and cold', 'old')).toBe(false);
    expect(containsEntry("It's my friend's car", "friend's")).toBe(true);
    expect(wordsOf('I’m twenty-eight.')).toEqual(["i'm", 'twenty-eight']);
  });

  it('takes glossary words of a text with the sentence they occur in', () => {
    const paragraphs = ["Hi! My name is Anna. I'm a nurse. My job is hard, but it is interesting.", 'This is my husband.'];
    expect(sentencesOf(paragraphs[0]!)).toEqual(['Hi!', 'My name is Anna.', "I'm a nurse.", 'My job is hard, but it is interesting.']);
    expect(
      glossaryWordsIn(paragraphs, [
        { en: 'nurse', ru: 'медсестра' },
        { en: 'husband', ru: 'муж' },
        { en: 'engineer', ru: 'инженер' },
      ]),
    ).toEqual([
      { word: 'nurse', translation: 'медсестра', example: "I'm a nurse." },
      { word: 'husband', translation: 'муж', example: 'This is my husband.' },
    ]);
  });
});
