import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent, formatProblems } from './index';

/**
 * `pnpm content:check`: every file of mfe-learner/content against its schema and the content
 * specification (counts, complete lessons, cross-references, solvable IT exercises, no placeholder
 * text). Fails with every problem's file and field.
 */
describe('the learning content', () => {
  it('is complete and consistent', () => {
    const problems = checkContent(join(__dirname, '../../../content'));
    if (problems.length > 0) {
      const byKind = new Map<string, number>();
      for (const p of problems) {
        const kind = p.message.replace(/^[A-Za-z0-9-]+(?= )/, '…').replace(/\d+/g, 'N');
        byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
      }
      const summary = [...byKind].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `${String(n).padStart(5)} × ${kind}`);
      throw new Error(`${problems.length} problems in the content:\n${formatProblems(problems)}\n\nBy kind:\n${summary.join('\n')}`);
    }
    expect(problems).toEqual([]);
  });
});
