import { describe, expect, it } from 'vitest';
import { courseById } from '@school/shared/domain';
import structure from '../../../../content/it-course/structure.json';

/** What the IT course's price card promises before paying is what the course holds. */
describe('the IT course as it is sold', () => {
  it('has the units and self-study lessons its card names (shared COURSES)', () => {
    const units = (structure as { units: { lessons: unknown[] }[] }).units;
    expect(courseById('it')!.selfStudy).toEqual({ units: units.length, lessons: units.reduce((n, u) => n + u.lessons.length, 0) });
  });
});
