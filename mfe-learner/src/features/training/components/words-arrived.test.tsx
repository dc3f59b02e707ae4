import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WordsArrived } from './words-arrived';

// Spec: /lms/dictionary/from-exercises («Слова из упражнений»); docs/decisions.md, "Words from exercises".
describe('the note under a training about words sent to the dictionary', () => {
  it('names the words that arrived, and says nothing while none did', () => {
    const { rerender } = render(<WordsArrived words={{ arrived: [], failed: false }} />);
    expect(screen.queryByTestId('words-arrived')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<WordsArrived words={{ arrived: ['deadline', 'to meet'], failed: false }} />);
    expect(screen.getByTestId('words-arrived').textContent).toBe('В словарь (слова из упражнений): deadline, to meet');
  });

  it('says that sending failed and that the words will be sent again', () => {
    render(<WordsArrived words={{ arrived: [], failed: true }} />);
    expect(screen.getByRole('alert').textContent).toBe('Не удалось добавить слова в словарь. Они добавятся, когда вы пройдёте предложение ещё раз.');
  });
});
