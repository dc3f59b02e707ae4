import { describe, expect, it } from 'vitest';
import { checkTypedAnswer, matchesCorrection, matchesKey, sameAnswer } from './check';

/**
 * The school's one answer checker (content spec §3 "Exercise sentence": alternatives separated by a
 * slash, bracketed hints), on real keys of the content: the phrase bank, the B2/C1 sentences, speech
 * drillings and the IT course.
 */

type Row = [where: string, key: string, typed: string, right: boolean];

const table: Row[] = [
  // Contractions and their full forms, both ways.
  ['phrases/A1.json 328', "It's raining, take an umbrella.", 'It is raining, take an umbrella', true],
  ['phrases/A1.json 328', "It's raining, take an umbrella.", 'It has raining, take an umbrella', false],
  ['phrases/A1.json 431', "I can't talk, I'm driving.", 'I cannot talk, I am driving', true],
  ['phrases/A1.json 431', "I can't talk, I'm driving.", 'I can not talk I am driving', true],
  ['phrases/A1.json 240', "I'd like to order the pasta.", 'I would like to order the pasta', true],
  ['phrases/A1.json 240', "I'd like to order the pasta.", 'I had like to order the pasta', false],
  ['phrases/B1.json 304', "We won't start until everyone arrives.", 'We will not start until everyone arrives.', true],
  ['phrases/B1plus.json 417', "It won't happen again.", 'It will not happen again', true],
  ['phrases/B1plus.json 162', "Let's have a call on Monday morning.", 'Let us have a call on Monday morning', true],
  [
    'phrases/B1.json',
    "I've been writing the report all day and I still haven't finished it.",
    'I have been writing the report all day and I still have not finished it',
    true,
  ],
  [
    'phrases/B1.json',
    "I'd been walking around the city all day, which is why I was so tired.",
    'I had been walking around the city all day which is why I was so tired',
    true,
  ],
  [
    'phrases/B1.json',
    "I'd been walking around the city all day, which is why I was so tired.",
    'I would been walking around the city all day which is why I was so tired',
    false,
  ],
  ['phrases/A1.json', "She's got blue eyes and long hair.", 'She has got blue eyes and long hair', true],
  ['phrases/A1.json', "She's got blue eyes and long hair.", 'She is got blue eyes and long hair', false],
  ['phrases/B1.json', "I haven't got much free time.", 'I have not got much free time', true],
  ['phrases/B1.json', "You needn't have come so early.", 'You need not have come so early', true],
  ['drilling', "Four hours! I'd never manage to concentrate that long.", 'Four hours! I would never manage to concentrate that long.', true],
  ['drilling', "Four hours! I'd never manage to concentrate that long.", 'Four hours! I had never manage to concentrate that long.', false],
  // The key writes the full form, the learner the short one.
  ['phrases/B1.json', 'The report has been sent to the client.', "The report's been sent to the client", true],
  ['drilling', 'My flight has been delayed by four hours / My flight was delayed by four hours', 'My flight was delayed by four hours', true],
  [
    'sentences/C1.json',
    "Had I known about it in advance, I would have refused / Had I known in advance, I'd have refused (inversion)",
    "Had I known about it in advance, I'd have refused",
    true,
  ],
  [
    'sentences/C1.json',
    "Had I known about it in advance, I would have refused / Had I known in advance, I'd have refused (inversion)",
    'Had I known in advance, I would have refused',
    true,
  ],
  ['phrases/A2plus.json 596', "We won't rent the flat unless there's a washing machine.", 'We will not rent the flat unless there is a washing machine', true],
  ['phrases/B1.json 368', "It can't be him, he's on holiday.", 'It cannot be him, he is on holiday.', true],
  // "'d" before a form that is both base and participle: either reading.
  ['made up', "I'd put it on the shelf", 'I had put it on the shelf', true],
  ['made up', "I'd put it on the shelf", 'I would put it on the shelf', true],
  // A possessive stays a possessive.
  ['drilling', "My brother's flat is near the station", 'My brother is flat is near the station', false],
  ['drilling', "My brother's flat is near the station", "my brother's flat is near the station", true],
  // Slash alternatives, hints, case, spaces and punctuation.
  [
    'sentences/C1.json',
    "Are you going to the party? — I'm afraid not / Are you coming to the party? — I'm afraid not (ellipsis)",
    'are you coming to the party i am afraid not',
    true,
  ],
  ['sentences/C1.json', 'What on earth have you done?! / What on earth have you done? (emphasis)', '  WHAT on earth   have you done ', true],
  ['sentences/C1.json', 'What on earth have you done?! / What on earth have you done? (emphasis)', 'What on earth have you done emphasis', false],
  ['lessons/A2/A2-1.json', 'The bus stopped near the museum / The bus stopped at the museum ([t] — stopped)', 'The bus stopped at the museum.', true],
  ['lessons/A2/A2-1.json', 'The bus stopped near the museum / The bus stopped at the museum ([t] — stopped)', 'The bus stopped in the museum.', false],
  ['IT course', 'PR/pull request', 'Pull Request.', true],
  ['IT course', 'We fixed the CI/CD pipeline / We repaired the CI/CD pipeline (Past Simple)', 'we repaired the CI/CD pipeline', true],
  ['IT course', 'has been deployed (Present Perfect Passive)', 'has been deployed', true],
  // Typographic apostrophes and the words themselves.
  ['phrases/A1.json', "I'm tired", 'I’m tired', true],
  ['phrases/A1.json', "It's cold today", 'Its cold today', false],
  ['phrases/A1.json', 'I agree', 'I agreed', false],
  // Optional words in brackets inside an answer.
  ['made up', "I'm (very) tired", 'I am very tired', true],
  ['made up', "I'm (very) tired", "I'm tired", true],
  ['made up', "I'm (very) tired", "I'm so tired", false],
];

describe('one answer checker for every typed answer', () => {
  it.each(table)('%s: «%s» ← «%s» is %s', (_where, key, typed, right) => {
    expect(matchesKey(typed, key)).toBe(right);
  });

  it('never accepts an empty or missing answer', () => {
    expect(matchesKey('', 'I agree / I do agree')).toBe(false);
    expect(matchesKey('  ...  ', 'I agree / I do agree')).toBe(false);
    expect(matchesKey(undefined, 'merged')).toBe(false);
  });

  it('shows the accepted answers without hints and the hints apart', () => {
    const check = checkTypedAnswer("I'm twenty-eight / I'm twenty-eight years old / I am twenty-eight (to be, не have)", 'I am twenty-eight years old');
    expect(check).toEqual({ correct: true, alternatives: ["I'm twenty-eight", "I'm twenty-eight years old", 'I am twenty-eight'], hints: ['to be, не have'] });
  });

  it('counts the punctuation inside a sentence to correct when the correction is about punctuation', () => {
    // it-course/exercises/unit-4/lesson-7.json 4-7-5-placeholderWithEdit-1-1, e4
    const given = 'Please, find the notes attached.';
    const key = 'Please find the notes attached / Please find attached the notes';
    expect(matchesCorrection(given, given, key)).toBe(false);
    expect(matchesCorrection('please find the notes attached.', given, key)).toBe(true);
    expect(matchesCorrection('Please find attached the notes', given, key)).toBe(true);
    // A correction of words: punctuation aside, as everywhere.
    expect(matchesCorrection('We deployed it yesterday', 'We have deployed it yesterday.', 'We deployed it yesterday.')).toBe(true);
    expect(matchesCorrection('We, deployed it yesterday', 'We have deployed it yesterday.', 'We deployed it yesterday.')).toBe(true);
  });

  it('compares a picked value as one answer: its slash is part of it', () => {
    expect(sameAnswer('Same here / I agree', 'Same here / I agree')).toBe(true);
    expect(sameAnswer('Same here', 'Same here / I agree')).toBe(false);
    expect(sameAnswer("doesn't", 'does not')).toBe(true);
  });
});
