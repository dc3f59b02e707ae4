/** The answer of a player whose items each hold one text: a gap typed in or chosen, a field edited. */
type GapAnswers = Readonly<Record<string, string>>;

/**
 * The answer after one item changed. A select set back to «Выберите» (`dropEmpty`) takes its item out:
 * nothing is chosen there. Typed text keeps an emptied field as it is.
 */
export function withGapAnswer(answer: GapAnswers, id: string, value: string, dropEmpty: boolean): Record<string, string> {
  const next = { ...answer, [id]: value };
  if (dropEmpty && value === '') delete next[id];
  return next;
}
