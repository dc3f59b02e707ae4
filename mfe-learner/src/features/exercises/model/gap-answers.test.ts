import { describe, expect, it } from 'vitest';
import { withGapAnswer } from './gap-answers';

describe('the answer of gaps, selects and fields (select and typed kinds)', () => {
  it('sets one gap and keeps the others', () => {
    expect(withGapAnswer({ g1: 'went' }, 'g2', 'saw', false)).toEqual({ g1: 'went', g2: 'saw' });
    expect(withGapAnswer({ g1: 'went' }, 'g1', 'go', false)).toEqual({ g1: 'go' });
  });

  it('takes a select set back to none out of the answer, but keeps an emptied typed field', () => {
    expect(withGapAnswer({ g1: 'went', g2: 'saw' }, 'g1', '', true)).toEqual({ g2: 'saw' });
    expect(withGapAnswer({ g1: 'went' }, 'g1', '', false)).toEqual({ g1: '' });
  });

  it('never changes the answer it was given', () => {
    const answer = { g1: 'went' };
    withGapAnswer(answer, 'g1', '', true);
    expect(answer).toEqual({ g1: 'went' });
  });
});
