import { describe, expect, it } from 'vitest';
import { METHODOLOGY_SECTION_IDS } from '@school/shared/schemas';
import { handbookTarget, loadSection, methodologyPath, sectionHas } from './handbook';

describe('handbook paths', () => {
  it('puts every section and sub-section under the root plus its id', () => {
    expect(methodologyPath('M0-0')).toBe('/lms/methodology/M0-0');
    expect(methodologyPath('M4-3')).toBe('/lms/methodology/M4-3');
  });

  it('reads the section and the item of a path', () => {
    expect(handbookTarget('')).toEqual({ section: 'M0-0', item: 'M0-0' });
    expect(handbookTarget('M2-0')).toEqual({ section: 'M2-0', item: 'M2-0' });
    expect(handbookTarget('M3-12/')).toEqual({ section: 'M3-0', item: 'M3-12' });
    for (const rest of ['M7-0', 'M1-01', 'm1-1', 'M1', 'M1-1/extra', 'glossary']) expect(handbookTarget(rest)).toBeNull();
  });

  it('loads every section with its sub-sections and knows which it holds', async () => {
    for (const id of METHODOLOGY_SECTION_IDS) {
      const section = await loadSection(id);
      expect(section.id).toBe(id);
      expect(sectionHas(section, id)).toBe(true);
      expect(sectionHas(section, section.subsections[0]!.id)).toBe(true);
      expect(sectionHas(section, `${id.slice(0, 3)}99`)).toBe(false);
    }
  });
});
