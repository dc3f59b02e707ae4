import { describe, expect, it } from 'vitest';
import { reminderKey, reminderPlan, stillDue } from './reminder-plan';

const HOUR = 3_600_000;
const now = new Date('2026-03-10T06:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

/** Issue «Reminders»: 24 h and 1 h before; a lesson set less than an hour ahead sends only what still makes sense. */
describe('when reminders go out', () => {
  it('plans both for a lesson more than a day ahead', () => {
    expect(reminderPlan(at(48), now)).toEqual([
      { kind: '24h', runAt: at(24) },
      { kind: '1h', runAt: at(47) },
    ]);
  });

  it('sends the day reminder at once for a lesson set 5 hours ahead, and the hour one later', () => {
    expect(reminderPlan(at(5), now)).toEqual([
      { kind: '24h', runAt: now },
      { kind: '1h', runAt: at(4) },
    ]);
  });

  it('sends only the hour reminder for a lesson 90 minutes ahead', () => {
    expect(reminderPlan(at(1.5), now)).toEqual([{ kind: '1h', runAt: at(0.5) }]);
  });

  it('sends the hour reminder at once for a lesson 40 minutes ahead, and nothing for one in 5 minutes', () => {
    expect(reminderPlan(at(40 / 60), now)).toEqual([{ kind: '1h', runAt: now }]);
    expect(reminderPlan(at(5 / 60), now)).toEqual([]);
    expect(reminderPlan(at(-1), now)).toEqual([]);
  });

  it('keys each reminder by lesson, kind and time: a moved lesson gets new ones', () => {
    expect(reminderKey(7, '1h', at(48))).toBe('lesson:7:1h:2026-03-12T06:00:00.000Z');
    expect(reminderKey(7, '1h', at(49))).not.toBe(reminderKey(7, '1h', at(48)));
  });

  it('sends a reminder that runs late only while it still makes sense', () => {
    expect(stillDue('24h', at(24), now)).toBe(true);
    expect(stillDue('24h', at(23.5), now)).toBe(true);
    expect(stillDue('24h', at(0.75), now)).toBe(false);
    expect(stillDue('1h', at(0.75), now)).toBe(true);
    expect(stillDue('1h', at(5 / 60), now)).toBe(false);
    expect(stillDue('1h', at(-0.5), now)).toBe(false);
  });
});
