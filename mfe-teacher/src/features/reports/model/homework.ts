import * as v from 'valibot';
import { homeworkHeaderProblem, type HomeworkGroup, type HomeworkHeaderProblem, type HomeworkInput } from '@school/shared/schemas';

/**
 * The homework editor's state: sections (header, body) with items (header, body). Saved sections
 * and items are soft-deleted (deletedAt) and can be restored; unsaved ones are removed outright.
 * `key` identifies a section or item on screen (and for dragging); `id` is the saved one's id.
 */
const HomeworkItemDraftSchema = v.object({
  key: v.string(),
  id: v.optional(v.number()),
  header: v.string(),
  body: v.string(),
  deletedAt: v.nullable(v.string()),
});

const HomeworkGroupDraftSchema = v.object({
  key: v.string(),
  id: v.optional(v.number()),
  header: v.string(),
  body: v.string(),
  deletedAt: v.nullable(v.string()),
  items: v.array(HomeworkItemDraftSchema),
});

export const HomeworkDraftSchema = v.array(HomeworkGroupDraftSchema);

export type HomeworkItemDraft = v.InferOutput<typeof HomeworkItemDraftSchema>;
export type HomeworkGroupDraft = v.InferOutput<typeof HomeworkGroupDraftSchema>;
export type HomeworkDraft = v.InferOutput<typeof HomeworkDraftSchema>;

let counter = 0;
/** A key for a section or item that has not been saved yet. */
function newKey(prefix: 'group' | 'item'): string {
  counter += 1;
  return `${prefix}-new-${Date.now().toString(36)}-${counter}`;
}

export function emptyGroup(): HomeworkGroupDraft {
  return { key: newKey('group'), header: '', body: '', deletedAt: null, items: [] };
}

/** The saved homework of a report as editor state. */
export function homeworkFromReport(groups: readonly HomeworkGroup[]): HomeworkDraft {
  return [...groups]
    .sort((a, b) => a.index - b.index)
    .map((g, gi) => ({
      key: g.id !== undefined ? `group-${g.id}` : `group-saved-${gi}`,
      id: g.id,
      header: g.header,
      body: g.body,
      deletedAt: g.deletedAt ?? null,
      items: [...g.items]
        .sort((a, b) => a.index - b.index)
        .map((item, ii) => ({
          key: item.id !== undefined ? `item-${item.id}` : `item-saved-${gi}-${ii}`,
          id: item.id,
          header: item.header,
          body: item.body,
          deletedAt: item.deletedAt ?? null,
        })),
    }));
}

const mapGroup = (groups: HomeworkDraft, key: string, change: (g: HomeworkGroupDraft) => HomeworkGroupDraft) =>
  groups.map((g) => (g.key === key ? change(g) : g));

export function addGroup(groups: HomeworkDraft): HomeworkDraft {
  return [...groups, emptyGroup()];
}

export function updateGroup(groups: HomeworkDraft, key: string, patch: Partial<Pick<HomeworkGroupDraft, 'header' | 'body'>>): HomeworkDraft {
  return mapGroup(groups, key, (g) => ({ ...g, ...patch }));
}

/** A saved section is marked deleted; an unsaved one is removed outright. */
export function removeGroup(groups: HomeworkDraft, key: string, now: Date): HomeworkDraft {
  const group = groups.find((g) => g.key === key);
  if (!group) return groups;
  if (group.id === undefined) return groups.filter((g) => g.key !== key);
  return mapGroup(groups, key, (g) => ({ ...g, deletedAt: now.toISOString() }));
}

export function restoreGroup(groups: HomeworkDraft, key: string): HomeworkDraft {
  return mapGroup(groups, key, (g) => ({ ...g, deletedAt: null }));
}

export function addItem(groups: HomeworkDraft, groupKey: string, item: { header: string; body: string }): HomeworkDraft {
  return mapGroup(groups, groupKey, (g) => ({
    ...g,
    items: [...g.items, { key: newKey('item'), header: item.header.trim(), body: item.body, deletedAt: null }],
  }));
}

export function updateItem(
  groups: HomeworkDraft,
  groupKey: string,
  itemKey: string,
  patch: Partial<Pick<HomeworkItemDraft, 'header' | 'body'>>,
): HomeworkDraft {
  return mapGroup(groups, groupKey, (g) => ({ ...g, items: g.items.map((i) => (i.key === itemKey ? { ...i, ...patch } : i)) }));
}

/** A saved item is marked deleted; an unsaved one is removed outright. */
export function removeItem(groups: HomeworkDraft, groupKey: string, itemKey: string, now: Date): HomeworkDraft {
  return mapGroup(groups, groupKey, (g) => {
    const item = g.items.find((i) => i.key === itemKey);
    if (!item) return g;
    if (item.id === undefined) return { ...g, items: g.items.filter((i) => i.key !== itemKey) };
    return { ...g, items: g.items.map((i) => (i.key === itemKey ? { ...i, deletedAt: now.toISOString() } : i)) };
  });
}

export function restoreItem(groups: HomeworkDraft, groupKey: string, itemKey: string): HomeworkDraft {
  return mapGroup(groups, groupKey, (g) => ({ ...g, items: g.items.map((i) => (i.key === itemKey ? { ...i, deletedAt: null } : i)) }));
}

/** Moves an item to the place of another item of the same section (a drop elsewhere changes nothing). */
export function moveItem(groups: HomeworkDraft, groupKey: string, activeKey: string, overKey: string | null): HomeworkDraft {
  if (overKey === null || overKey === activeKey) return groups;
  const group = groups.find((g) => g.key === groupKey);
  if (!group) return groups;
  const from = group.items.findIndex((i) => i.key === activeKey);
  const to = group.items.findIndex((i) => i.key === overKey);
  if (from < 0 || to < 0) return groups;
  const items = [...group.items];
  const [moved] = items.splice(from, 1);
  items.splice(to, 0, moved!);
  return mapGroup(groups, groupKey, (g) => ({ ...g, items }));
}

/** Header problems of the items that will be sent (deleted ones are not checked). */
export function homeworkProblems(groups: HomeworkDraft): Map<string, HomeworkHeaderProblem> {
  const problems = new Map<string, HomeworkHeaderProblem>();
  for (const group of groups) {
    if (group.deletedAt) continue;
    for (const item of group.items) {
      if (item.deletedAt) continue;
      const problem = homeworkHeaderProblem(item.header);
      if (problem) problems.set(item.key, problem);
    }
  }
  return problems;
}

/**
 * Homework as create and update send it: without deleted sections and items, indexes by position,
 * sections with nothing in them left out.
 */
export function homeworkToInput(groups: HomeworkDraft): HomeworkInput {
  return groups
    .filter((g) => !g.deletedAt)
    .map((g) => ({ ...g, items: g.items.filter((i) => !i.deletedAt) }))
    .filter((g) => g.header.trim() !== '' || g.body.trim() !== '' || g.items.length > 0)
    .map((g, gi) => ({
      ...(g.id !== undefined ? { id: g.id } : {}),
      index: gi,
      header: g.header,
      body: g.body,
      items: g.items.map((item, ii) => ({ ...(item.id !== undefined ? { id: item.id } : {}), index: ii, header: item.header.trim(), body: item.body })),
    }));
}
