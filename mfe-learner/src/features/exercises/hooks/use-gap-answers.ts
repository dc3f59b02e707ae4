import { useState } from 'react';
import { withGapAnswer } from '../model/gap-answers';

/**
 * The answer state of a player with one text per item (gaps, selects, fields): the current answer and
 * `set`, which updates it and reports the whole answer to the exercise shell.
 */
export function useGapAnswers(
  onChange: (answer: Record<string, string>) => void,
  options: { initial?: () => Record<string, string>; dropEmpty?: boolean } = {},
) {
  const [answer, setAnswer] = useState<Record<string, string>>(options.initial ?? {});
  const set = (id: string, value: string) => {
    const next = withGapAnswer(answer, id, value, options.dropEmpty ?? false);
    setAnswer(next);
    onChange(next);
  };
  return { answer, set };
}
