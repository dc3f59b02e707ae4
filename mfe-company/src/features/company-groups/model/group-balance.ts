/** A group's balance: the sum of sumReportsLeft, or '-' when the group has no balance. */
export function groupBalance(balances: readonly { sumReportsLeft: number | null | undefined }[] | null | undefined): number | '-' {
  if (!balances || balances.length === 0) return '-';
  const known = balances.filter((b) => typeof b.sumReportsLeft === 'number');
  if (known.length === 0) return '-';
  return known.reduce((sum, b) => sum + (b.sumReportsLeft as number), 0);
}
