import { describe, expect, it } from 'vitest';
import { BANK, assignToGroup, initialOrder, itemsInBank, moveItem, moveLine, placementAnswer, seededShuffle, slotOf } from './placement';

const bank = [
  { id: 'b1', text: 'deployed' },
  { id: 'b2', text: 'merged' },
  { id: 'b3', text: 'the' },
  { id: 'b4', text: 'the' },
];

describe('moving items between the bank and slots', () => {
  it('puts an item from the bank into an empty slot', () => {
    expect(moveItem({}, 'b1', '1')).toEqual({ '1': 'b1' });
  });

  it('sends the item that was in the slot back to the bank when the new one came from the bank', () => {
    const placed = moveItem({ '1': 'b1' }, 'b2', '1');
    expect(placed).toEqual({ '1': 'b2' });
    expect(itemsInBank(bank, placed).map((i) => i.id)).toEqual(['b1', 'b3', 'b4']);
  });

  it('swaps two items moved between slots', () => {
    expect(moveItem({ '1': 'b1', '2': 'b2' }, 'b1', '2')).toEqual({ '1': 'b2', '2': 'b1' });
  });

  it('moves an item to an empty slot, leaving its old slot empty', () => {
    expect(moveItem({ '1': 'b1' }, 'b1', '3')).toEqual({ '3': 'b1' });
  });

  it('takes an item back to the bank', () => {
    expect(moveItem({ '1': 'b1', '2': 'b2' }, 'b2', BANK)).toEqual({ '1': 'b1' });
    expect(moveItem({}, 'b2', BANK)).toEqual({});
  });

  it('changes nothing when an item is dropped where it is', () => {
    const placement = { '1': 'b1' };
    expect(moveItem(placement, 'b1', '1')).toBe(placement);
  });

  it('finds the slot of an item', () => {
    expect(slotOf({ '1': 'b1', '2': 'b3' }, 'b3')).toBe('2');
    expect(slotOf({ '1': 'b1' }, 'b2')).toBeUndefined();
  });

  it('answers with the texts, so either of two equal items fits', () => {
    expect(placementAnswer(bank, { '1': 'b4', '2': 'b1', x: 'nope' })).toEqual({ '1': 'the', '2': 'deployed' });
  });
});

describe('groups and order', () => {
  it('assigns items to groups and back to the bank', () => {
    const once = assignToGroup({}, 'x1', 'g1');
    expect(once).toEqual({ x1: 'g1' });
    expect(assignToGroup(once, 'x1', 'g2')).toEqual({ x1: 'g2' });
    expect(assignToGroup(once, 'x1', BANK)).toEqual({});
  });

  it('moves a line to a position', () => {
    expect(moveLine(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveLine(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveLine(['a', 'b', 'c'], 'c', 9)).toEqual(['a', 'b', 'c']);
    expect(moveLine(['a', 'b'], 'z', 0)).toEqual(['a', 'b']);
  });

  it('shuffles the same way for the same seed and keeps every item', () => {
    const items = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'];
    expect(seededShuffle(items, '1-2-6-dragDropOrder-1-1')).toEqual(seededShuffle(items, '1-2-6-dragDropOrder-1-1'));
    expect([...seededShuffle(items, 'x')].sort()).toEqual(items);
  });

  it('never starts an order exercise in the right order', () => {
    for (let n = 0; n < 200; n++) {
      const lines = ['a', 'b', 'c'];
      expect(initialOrder(lines, `seed-${n}`)).not.toEqual(lines);
    }
  });
});
