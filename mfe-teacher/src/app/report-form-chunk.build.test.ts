import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Checks of the production build (`pnpm test:build`, after `pnpm build`): run against mfe-teacher/dist.
const dist = join(__dirname, '../../dist');

/** A text only dnd-kit's core carries (its default instructions for screen readers). */
const DND_KIT = 'To pick up a draggable item';

describe('the built teacher remote', () => {
  // The report form and dnd-kit (its homework list is sorted with it) come when a teacher opens the
  // form (features/reports/components/lazy-report-form.tsx), not with the pages that list reports.
  it('loads dnd-kit with no page, only when the report form is opened', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
      exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const has = (file: string) => readFileSync(join(dist, file), 'utf8').includes(DND_KIT);
    for (const expose of manifest.exposes) {
      expect(expose.assets.js.sync.filter(has), `${expose.name} loads dnd-kit at once`).toEqual([]);
    }
    const studentPage = manifest.exposes.find((expose) => expose.name === 'StudentPage')!;
    expect(studentPage.assets.js.async.filter(has)).toHaveLength(1);
  });
});
