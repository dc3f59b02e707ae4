import type { BankItem } from './solution';

/**
 * Where the learner put the items of a drag exercise. Slots (gaps, table cells, match answers) hold
 * one item each; items not in a slot are in the bank. Kept as slot id → bank item id, since two
 * items of the bank may carry the same text.
 */
export type Placement = Readonly<Record<string, string>>;

/** The drop target that is the bank itself. */
export const BANK = 'bank';

/** The slot an item is in, or undefined when it is in the bank. */
export function slotOf(placement: Placement, itemId: string): string | undefined {
  return Object.keys(placement).find((slot) => placement[slot] === itemId);
}

/**
 * Moves an item to a slot or back to the bank. An item already in the target slot goes to the slot
 * the moved item came from (a swap), or back to the bank when the moved item came from the bank.
 */
export function moveItem(placement: Placement, itemId: string, target: string): Placement {
  const source = slotOf(placement, itemId);
  if (source === target) return placement;
  const next: Record<string, string> = { ...placement };
  if (source !== undefined) delete next[source];
  if (target === BANK) return next;
  const displaced = next[target];
  if (displaced !== undefined && source !== undefined) next[source] = displaced;
  next[target] = itemId;
  return next;
}

/** The bank items that are not in a slot, in the bank's order. */
export function itemsInBank(bank: readonly BankItem[], placement: Placement): BankItem[] {
  const placed = new Set(Object.values(placement));
  return bank.filter((item) => !placed.has(item.id));
}

/** The answer to check: slot id → the text of the item in it. */
export function placementAnswer(bank: readonly BankItem[], placement: Placement): Record<string, string> {
  const texts = new Map(bank.map((item) => [item.id, item.text]));
  const answer: Record<string, string> = {};
  for (const [slot, itemId] of Object.entries(placement)) {
    const text = texts.get(itemId);
    if (text !== undefined) answer[slot] = text;
  }
  return answer;
}

/** Groups: item id → group id; moving to the bank takes the item out of its group. */
export function assignToGroup(groups: Readonly<Record<string, string>>, itemId: string, target: string): Record<string, string> {
  const next = { ...groups };
  if (target === BANK) delete next[itemId];
  else next[itemId] = target;
  return next;
}

/** Order: the line moved to a position, the others keeping their order. */
export function moveLine(order: readonly string[], lineId: string, toIndex: number): string[] {
  const from = order.indexOf(lineId);
  if (from < 0) return [...order];
  const next = order.filter((id) => id !== lineId);
  next.splice(Math.max(0, Math.min(toIndex, next.length)), 0, lineId);
  return next;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A shuffle that is the same for the same seed (an exercise looks the same after a reload). */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  let state = hash(seed) || 1;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** The order lines start in: shuffled, and never already right (the first line moves to the end then). */
export function initialOrder(lineIds: readonly string[], seed: string): string[] {
  const shuffled = seededShuffle(lineIds, seed);
  if (shuffled.length > 1 && shuffled.every((id, i) => id === lineIds[i])) return [...shuffled.slice(1), shuffled[0] as string];
  return shuffled;
}
