import { isGroupFormatId, type ReportFullType, type StudentGroup, type TopUpForm } from '@school/shared/schemas';

/** Formats a group balance can be topped up with. */
export function groupFormats(types: readonly ReportFullType[]): ReportFullType[] {
  return types.filter((t) => isGroupFormatId(t.id));
}

/**
 * The form's first values: the first group, the format the group already has a balance in (else the
 * group plan's usual first group format), no amount yet.
 */
export function initialTopUp(groups: readonly StudentGroup[], formats: readonly ReportFullType[]): TopUpForm {
  const group = groups[0];
  const existing = group?.balances.find((b) => b.reportFullTypeId && formats.some((f) => f.id === b.reportFullTypeId))?.reportFullTypeId;
  return { studentGroupId: group ? String(group.id) : '', reportFullTypeId: existing ?? formats[0]?.id ?? '', amount: '' };
}
