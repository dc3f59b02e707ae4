import type { StudentGroup } from '@school/shared/schemas';

/** The group whose reports are shown: the one named in the address when it is the company's, else the first. */
export function pickGroup(groups: readonly StudentGroup[], requested: string | null): StudentGroup | null {
  const id = requested && /^\d+$/.test(requested) ? Number(requested) : null;
  return groups.find((g) => g.id === id) ?? groups[0] ?? null;
}

/** Groups first by name, for the selectors. */
export function groupOptions(groups: readonly StudentGroup[]): { value: string; label: string }[] {
  return groups.map((g) => ({ value: String(g.id), label: g.name }));
}
