/**
 * Text a writer leaves for later, never for a learner: markers (TODO, TBD, FIXME, XXX, lorem ipsum,
 * template braces), promises of text to come («Теория готовится», «скоро появится», «будет
 * добавлено»), and fields holding nothing but the word "placeholder". Words such as "placeholder"
 * inside real text (a business text about placeholder images) are not placeholders, nor are the
 * machine values of a file (kinds, types, ids).
 */
const MARKERS: RegExp[] = [
  /\b(TODO|TBD|FIXME|XXX)\b/,
  /lorem ipsum/i,
  /\{\{[^}]*\}\}|<(?:вставить|insert|текст|text)[^>]*>/i,
  /\?\?\?/,
  /(теория|текст|материал|содержание|задани[ея])( этого)?( урока)? (готовится|скоро появится|будет (добавлен|написан)[оаы]?)/i,
  /(скоро появится|будет добавлено позже|заполнить позже)/i,
];

const EMPTY_LIKE = /^\s*(placeholder|заглушка|lorem|tbd|todo|xxx)\s*$/i;

/** The placeholder found in a text, or null. */
export function placeholderIn(text: string): string | null {
  if (EMPTY_LIKE.test(text)) return text.trim();
  for (const marker of MARKERS) {
    const match = marker.exec(text);
    if (match) return match[0];
  }
  return null;
}
