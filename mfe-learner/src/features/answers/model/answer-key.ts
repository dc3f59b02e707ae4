/**
 * An answer key as the content writes it: accepted answers separated by a slash, a hint in brackets
 * at the end of an answer, optional words in brackets inside it:
 * "I've lived here for two years / I have lived here for two years (Present Perfect)",
 * "I'm (very) tired". Whole sentences are separated by ' / ' (a slash with spaces), so a slash inside
 * a word such as "CI/CD" stays; without a spaced slash every '/' separates answers ("PR/pull request").
 */
interface AnswerKey {
  /** Every accepted answer as it is shown: trimmed, without its hint. */
  alternatives: string[];
  /** The hints of the key, without brackets, each once. */
  hints: string[];
}

/** A bracketed part: round brackets (which may hold square ones, "([t] — walked)") or square brackets. */
const BRACKETED = /\(([^()]*)\)|\[([^[\]]*)\]/g;
/** Bracketed parts at the end of an answer: its hint. */
const TRAILING_HINTS = /(?:\s*(?:\([^()]*\)|\[[^[\]]*\]))+\s*[.!?…]*\s*$/u;

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The answers of a key, each still with its brackets. */
function rawAlternatives(key: string): string[] {
  const separator = /\s\/\s/.test(key) ? /\s+\/(?=\s)/ : /\//;
  return key.split(separator).map(squeeze);
}

/** The trailing hint of one answer and the answer without it. */
function splitHint(alternative: string): { text: string; hints: string[] } {
  const match = TRAILING_HINTS.exec(alternative);
  if (!match) return { text: alternative, hints: [] };
  const hints = [...match[0].matchAll(BRACKETED)].map((m) => squeeze(m[1] ?? m[2] ?? '')).filter(Boolean);
  return { text: squeeze(alternative.slice(0, match.index)), hints };
}

export function parseAnswerKey(key: string): AnswerKey {
  const hints: string[] = [];
  const alternatives: string[] = [];
  for (const raw of rawAlternatives(key)) {
    const { text, hints: own } = splitHint(raw);
    for (const hint of own) if (!hints.includes(hint)) hints.push(hint);
    if (text !== '') alternatives.push(text);
  }
  return { alternatives, hints };
}

/**
 * The texts one shown answer stands for: with and without each optional bracketed part
 * ("I'm (very) tired" → "I'm very tired", "I'm tired"), at most 16.
 */
export function optionalForms(alternative: string): string[] {
  let forms = [''];
  let last = 0;
  for (const match of alternative.matchAll(BRACKETED)) {
    const before = alternative.slice(last, match.index);
    const inner = match[1] ?? match[2] ?? '';
    forms = forms.flatMap((f) => [f + before + inner, f + before]).slice(0, 16);
    last = match.index + match[0].length;
  }
  return forms.map((f) => squeeze(f + alternative.slice(last)));
}

/** What is wrong with a key as written (for the content check); empty when nothing. */
export function keyProblems(key: string): string[] {
  const problems: string[] = [];
  const raw = rawAlternatives(key);
  if (raw.some((a) => splitHint(a).text === '')) problems.push('an empty answer between slashes, or a hint with no answer');
  if (key.split('(').length !== key.split(')').length || key.split('[').length !== key.split(']').length) problems.push('unbalanced brackets');
  for (const match of key.matchAll(BRACKETED)) if (match[0].includes('/')) problems.push(`a slash inside the brackets "${match[0]}"`);
  return problems;
}
