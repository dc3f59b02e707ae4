import { describe, expect, it } from 'vitest';
import { makeStudentGroup } from '@school/shared/testing';
import { groupOptions, pickGroup } from './groups';

const group = (id: number, name: string) => makeStudentGroup({ id, name });
const groups = [group(4, 'Утренняя'), group(9, 'Вечерняя')];

describe('group of the reports tab', () => {
  it('takes the requested group of the company, else the first', () => {
    expect(pickGroup(groups, '9')?.id).toBe(9);
    expect(pickGroup(groups, null)?.id).toBe(4);
    expect(pickGroup(groups, '77')?.id).toBe(4);
    expect(pickGroup(groups, 'x')?.id).toBe(4);
    expect(pickGroup([], '9')).toBeNull();
  });
  it('offers every group', () => {
    expect(groupOptions(groups)).toEqual([
      { value: '4', label: 'Утренняя' },
      { value: '9', label: 'Вечерняя' },
    ]);
  });
});
