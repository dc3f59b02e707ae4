import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const configWith = (env: Record<string, string>) => loadConfig({ DATA_DIR: 'memory://', ...env } as NodeJS.ProcessEnv);

describe('FIRST_VIEW_MS: how long a page waits for its first view rendered on the server', () => {
  it('is 400 ms unless the operator says otherwise', () => {
    expect(configWith({}).firstViewBudgetMs).toBe(400);
    expect(configWith({ FIRST_VIEW_MS: '5000' }).firstViewBudgetMs).toBe(5000);
    expect(configWith({ FIRST_VIEW_MS: '0' }).firstViewBudgetMs).toBe(0);
  });

  it('refuses to start with a value that is not a number of milliseconds', () => {
    expect(() => configWith({ FIRST_VIEW_MS: 'fast' })).toThrow('FIRST_VIEW_MS must be a number of milliseconds, 0 or more');
    expect(() => configWith({ FIRST_VIEW_MS: '-1' })).toThrow('FIRST_VIEW_MS must be a number of milliseconds, 0 or more');
  });
});
