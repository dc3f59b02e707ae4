import { describe, expect, it } from 'vitest';
import type { ReportFullType } from '@school/shared/schemas';
import { makeStudentGroup } from '@school/shared/testing';
import { groupFormats, initialTopUp } from './top-up';

const type = (id: string): ReportFullType => ({ id, name: id, durationMins: 60, typeId: id.split('-')[0]!, fieldTypes: [] });
const group = (id: number, balanceType?: string) =>
  makeStudentGroup({ id, balances: balanceType ? [{ reportFullTypeId: balanceType, name: balanceType, sumReportsLeft: 3 }] : [] });

describe('top-up form', () => {
  it('offers group formats only', () => {
    expect(groupFormats([type('skype-50'), type('group-60'), type('group-90')]).map((t) => t.id)).toEqual(['group-60', 'group-90']);
  });
  it('starts with the first group and the format it already has', () => {
    const formats = [type('group-60'), type('group-90')];
    expect(initialTopUp([group(5, 'group-90'), group(6)], formats)).toEqual({ studentGroupId: '5', reportFullTypeId: 'group-90', amount: '' });
    expect(initialTopUp([group(6)], formats)).toEqual({ studentGroupId: '6', reportFullTypeId: 'group-60', amount: '' });
    expect(initialTopUp([], [])).toEqual({ studentGroupId: '', reportFullTypeId: '', amount: '' });
  });
});
