import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('the next task', () => {
  it('comes after every promise callback of the current task, however many there are', async () => {
    let callbacks = 0;
    const queueAnother = (): void => {
      if (++callbacks < 1000) queueMicrotask(queueAnother);
    };
    queueMicrotask(queueAnother);
    await nextTask();
    expect(callbacks).toBe(1000);
  });
});
