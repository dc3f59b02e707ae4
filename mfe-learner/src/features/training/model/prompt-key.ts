/** A Russian prompt as compared for repeats: case, spaces and the final punctuation aside. */
export function promptKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?…]+$/u, '');
}
