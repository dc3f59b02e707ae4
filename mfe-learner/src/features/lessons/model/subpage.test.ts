import { describe, expect, it } from 'vitest';
import { lessonSubpage } from './subpage';

describe('the sub-pages of a lesson', () => {
  it('reads the tabs and materials', () => {
    expect(lessonSubpage('')).toEqual({ kind: 'theory' });
    expect(lessonSubpage('/')).toEqual({ kind: 'theory' });
    expect(lessonSubpage('training-sentences')).toEqual({ kind: 'sentences' });
    expect(lessonSubpage('training-text/')).toEqual({ kind: 'text' });
    expect(lessonSubpage('texts/120')).toEqual({ kind: 'material', type: 'text', id: '120' });
    expect(lessonSubpage('presentations/4002')).toEqual({ kind: 'material', type: 'presentation', id: '4002' });
  });

  it('calls everything else unknown', () => {
    for (const rest of ['theory', 'texts', 'texts/abc', 'text/120', 'texts/120/more', 'training-sentences/1']) {
      expect(lessonSubpage(rest)).toEqual({ kind: 'unknown' });
    }
  });
});
