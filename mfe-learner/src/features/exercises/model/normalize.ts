/** The number of words in a free answer. */
export function wordCount(value: string): number {
  return value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
