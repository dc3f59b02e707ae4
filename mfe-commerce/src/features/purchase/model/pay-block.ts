import { COURSE_CATEGORY, TEST_DRIVE_CATEGORY } from '@school/shared/domain';
import type { TransactionTypeFields } from '@school/shared/schemas';

/** The comment of a purchase started on the purchase form. */
export const PAY_FORM_COMMENT = 'PayForm';

export function isTestDrive(type: Pick<TransactionTypeFields, 'category'>): boolean {
  return type.category === TEST_DRIVE_CATEGORY;
}

/** 'Оплатите занятия' when the plan has a single option that is not a test drive; otherwise the choice headline. */
export function payBlockHeadline(types: readonly Pick<TransactionTypeFields, 'category'>[]): 'pay' | 'choose' {
  return types.filter((t) => !isTestDrive(t)).length === 1 ? 'pay' : 'choose';
}

/** The single-option card: exactly one option, not a test drive; a course card or a lessons card. */
export function singleOptionKind(types: readonly Pick<TransactionTypeFields, 'category'>[]): 'course' | 'lessons' | null {
  if (types.length !== 1 || isTestDrive(types[0]!)) return null;
  return types[0]!.category === COURSE_CATEGORY ? 'course' : 'lessons';
}
