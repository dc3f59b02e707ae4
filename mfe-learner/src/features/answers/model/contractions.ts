/**
 * Contractions and their full forms, both ways: an answer is compared in every full form it may have.
 * "it's" is "it is", and "it has" before a past participle ("It's been raining"); "I'd" is "I would",
 * and "I had" before a past participle or "better"; "don't" is "do not", "won't" "will not", "can't"
 * and "can not" "cannot"; "let's" "let us". A noun's "'s" is a possessive and stays, except before
 * "been" ("the report's been sent").
 */

/** Words after which "'s" is a form of be or have (not a possessive). */
const S_HOSTS = new Set([
  'it',
  'he',
  'she',
  'that',
  'this',
  'there',
  'here',
  'what',
  'who',
  'where',
  'when',
  'why',
  'how',
  'everything',
  'nothing',
  'something',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'nobody',
  'one',
]);

/** Words after which "'d" is would or had. */
const D_HOSTS = new Set([
  'i',
  'you',
  'he',
  'she',
  'it',
  'we',
  'they',
  'that',
  'there',
  'who',
  'what',
  'where',
  'how',
  'someone',
  'somebody',
  'nobody',
  'everyone',
]);

/** Adverbs that may stand between the auxiliary and the verb ("I'd never seen", "it's already been"). */
const ADVERBS = new Set([
  'never',
  'ever',
  'always',
  'already',
  'just',
  'really',
  'probably',
  'definitely',
  'certainly',
  'still',
  'also',
  'only',
  'recently',
  'finally',
  'not',
  'even',
  'actually',
  'obviously',
  'clearly',
  'almost',
  'hardly',
  'nearly',
  'often',
  'sometimes',
  'usually',
]);

/** Past participles that are not also base forms. */
const PARTICIPLES = new Set(
  (
    'been gone seen done known taken given written eaten got gotten made had bought brought thought taught caught sold told left lost met found ' +
    'kept slept felt heard held built sent spent lent bent meant paid said stood understood forgotten chosen spoken broken woken stolen frozen ' +
    'driven ridden risen fallen flown grown thrown drawn shown blown sung drunk swum begun rung won shot fought sat led fed fled hung dug struck ' +
    'stuck swept wept slid spun sworn torn worn born borne beaten bitten hidden forgiven mistaken outgrown overslept lain laid shaken proven ' +
    'withdrawn undertaken overtaken arisen awoken bred dealt dreamt burnt learnt spelt spilt smelt leapt knelt lit sought sprung stung stunk ' +
    'strode striven swollen trodden wound wrung'
  ).split(' '),
);

/** Forms that are both a base form and a past participle: "I'd put" is "I would put" or "I had put". */
const BOTH = new Set('come become run put cut set let hit read quit spread shut cost hurt burst cast split upset bet overcome'.split(' '));

/** Base forms ending in -ed (not participles). */
const BASE_ED = new Set('need feed speed proceed succeed exceed bleed breed heed seed shed wed embed shred weed bed breed'.split(' '));

type VerbForm = 'participle' | 'base' | 'either';

function verbForm(word: string | undefined): VerbForm {
  if (word === undefined) return 'base';
  if (BOTH.has(word)) return 'either';
  if (PARTICIPLES.has(word)) return 'participle';
  if (word.endsWith('ed') && !BASE_ED.has(word)) return 'participle';
  return 'base';
}

/** The next word after the adverbs that may stand between. */
function nextVerb(words: readonly string[], from: number): string | undefined {
  let i = from;
  while (i < words.length && ADVERBS.has(words[i]!)) i++;
  return words[i];
}

const UNAMBIGUOUS: [RegExp, string][] = [
  [/^won't$/, 'will not'],
  [/^shan't$/, 'shall not'],
  [/^can't$/, 'cannot'],
  [/^ain't$/, "ain't"],
  [/^(.+)n't$/, '$1 not'],
  [/^(.+)'m$/, '$1 am'],
  [/^(.+)'re$/, '$1 are'],
  [/^(.+)'ve$/, '$1 have'],
  [/^(.+)'ll$/, '$1 will'],
  [/^let's$/, 'let us'],
];

/** The full forms one word may stand for, given the words after it. */
function fullForms(word: string, after: readonly string[], index: number): string[] {
  for (const [pattern, replacement] of UNAMBIGUOUS) if (pattern.test(word)) return [word.replace(pattern, replacement)];
  const s = /^(.+)'s$/.exec(word);
  if (s && S_HOSTS.has(s[1]!)) {
    const next = nextVerb(after, index + 1);
    const form = verbForm(next);
    if (next === 'been' || next === 'got' || next === 'gotten') return [`${s[1]} has`];
    return form === 'base' ? [`${s[1]} is`] : [`${s[1]} is`, `${s[1]} has`];
  }
  // "The report's been sent": no possessive stands before "been".
  if (s && after[index + 1] === 'been') return [`${s[1]} has`];
  const d = /^(.+)'d$/.exec(word);
  if (d && D_HOSTS.has(d[1]!)) {
    const next = nextVerb(after, index + 1);
    if (next === 'better' || next === 'been') return [`${d[1]} had`];
    const form = verbForm(next);
    if (form === 'participle') return [`${d[1]} had`];
    if (form === 'either') return [`${d[1]} would`, `${d[1]} had`];
    return [`${d[1]} would`];
  }
  return [word];
}

/** At most this many full forms of one answer (each ambiguous "'s" or "'d" doubles them). */
const MAX_FORMS = 64;

/**
 * Every full form of a text already lower-cased and spaced (see normalize): "it's raining" →
 * ["it is raining"], "i'd put it" → ["i would put it", "i had put it"]; "can not" → "cannot".
 */
export function expandContractions(text: string): string[] {
  const words = text.split(' ').filter(Boolean);
  let forms: string[][] = [[]];
  words.forEach((word, index) => {
    const options = fullForms(word, words, index);
    forms = options.length === 1 ? forms.map((f) => [...f, options[0]!]) : forms.flatMap((f) => options.map((o) => [...f, o])).slice(0, MAX_FORMS);
  });
  return [...new Set(forms.map((f) => f.join(' ').replace(/\bcan not\b/g, 'cannot')))];
}
