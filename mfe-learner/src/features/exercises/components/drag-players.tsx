import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { texts } from '../../../texts';
import { initialAnswer } from '../model/initial-answer';
import { BANK, assignToGroup, itemsInBank, moveItem, moveLine, placementAnswer, type Placement } from '../model/placement';
import { dragBank } from '../model/solution';
import { DragArea, DragBank, DragItem, DropPlace } from './drag';
import { Feedback, GappedSentences, itemOf, markOf, type PlayerProps } from './player-kit';
import styles from './exercises.module.css';

const t = texts.exercises;

/** Slots that hold one item each (gaps, table cells, match answers), filled from the bank. */
function useSlots(bank: ReturnType<typeof dragBank>, onChange: (answer: Record<string, string>) => void) {
  const [placement, setPlacement] = useState<Placement>({});
  const onMove = useCallback(
    (itemId: string, target: string) => {
      const next = moveItem(placement, itemId, target);
      setPlacement(next);
      onChange(placementAnswer(bank, next));
    },
    [bank, onChange, placement],
  );
  /** What a place holds: the item's id and text, or nothing. */
  const filled = (placeId: string) => {
    const itemId = placement[placeId];
    return { itemId, itemText: itemId ? (bank.find((b) => b.id === itemId)?.text ?? '') : '' };
  };
  return { onMove, filled, inBank: itemsInBank(bank, placement) };
}

/** A slot player's drag area: the bank of the items not placed yet, then the player's places. */
function SlotsArea({ slots, locked, children }: { slots: ReturnType<typeof useSlots>; locked: boolean; children: ReactNode }) {
  return (
    <DragArea onMove={slots.onMove} disabled={locked}>
      <DragBank empty={slots.inBank.length === 0}>
        {slots.inBank.map((item) => (
          <DragItem key={item.id} id={item.id} label={item.text} />
        ))}
      </DragBank>
      {children}
    </DragArea>
  );
}

function Slot({
  id,
  label,
  order,
  itemId,
  itemText,
  mark,
}: {
  id: string;
  label: string;
  order: number;
  itemId?: string;
  itemText: string;
  mark: ReturnType<typeof markOf>;
}) {
  return (
    <DropPlace id={id} label={label} order={order} className={[styles.slot, itemId ? styles.slotFilled : '', mark ? styles[mark] : ''].join(' ')}>
      {itemId ? <DragItem id={itemId} label={itemText} mark={mark} inPlace /> : <span className="sc-visually-hidden">{`${label}: ${t.emptyPlace}`}</span>}
    </DropPlace>
  );
}

/** Words (dragDropSentences) or phrases (dragIntoSentences) dragged from the bank into the gaps. */
export function GapsDragPlayer({ exercise, onChange, result, locked }: PlayerProps<'dragDropSentences' | 'dragIntoSentences'>) {
  const bank = useMemo(() => dragBank(exercise), [exercise]);
  const slots = useSlots(bank, onChange);
  return (
    <SlotsArea slots={slots} locked={locked}>
      <GappedSentences
        sentences={exercise.sentences}
        result={result}
        renderGap={(gap, order) => <Slot id={gap.id} label={t.gap(order)} order={order} {...slots.filled(gap.id)} mark={markOf(result, gap.id)} />}
      />
    </SlotsArea>
  );
}

/** A table whose cells are filled by dragging items from the bank. */
export function TableDragPlayer({ exercise, onChange, result, locked }: PlayerProps<'dragDropToTable'>) {
  const bank = useMemo(() => dragBank(exercise), [exercise]);
  const slots = useSlots(bank, onChange);
  // Cells in reading order: row by row, column by column.
  const cellOrder = new Map(
    exercise.rows
      .flatMap((row) => exercise.columns.filter((c) => row.cells.some((cell) => cell.column === c.id)).map((c) => `${row.id}.${c.id}`))
      .map((id, i) => [id, i + 1]),
  );
  return (
    <SlotsArea slots={slots} locked={locked}>
      <div className={styles.tableWrap}>
        <table className={`sc-table ${styles.dragTable}`}>
          <thead>
            <tr>
              <th scope="col">{exercise.labelTitle}</th>
              {exercise.columns.map((c) => (
                <th key={c.id} scope="col">
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {exercise.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.label}</th>
                {exercise.columns.map((column) => {
                  const cell = row.cells.find((c) => c.column === column.id);
                  if (!cell) return <td key={column.id} />;
                  const id = `${row.id}.${column.id}`;
                  const item = itemOf(result, id);
                  const order = cellOrder.get(id) ?? 0;
                  return (
                    <td key={column.id}>
                      <Slot id={id} label={t.cell(row.label, column.title)} order={order} {...slots.filled(id)} mark={markOf(result, id)} />
                      {item && !item.correct && <span className={styles.expected}>{item.expected.join(' / ')}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SlotsArea>
  );
}

/** The left items stay; their right-hand partners (and a distractor or two) are dragged next to them. */
export function MatchPlayer({ exercise, onChange, result, locked }: PlayerProps<'match'>) {
  const bank = useMemo(() => dragBank(exercise), [exercise]);
  const slots = useSlots(bank, onChange);
  return (
    <SlotsArea slots={slots} locked={locked}>
      <ol className={styles.pairs}>
        {exercise.pairs.map((pair, index) => (
          <li key={pair.id} className={styles.pair}>
            <span className={styles.pairLeft}>{pair.left}</span>
            <Slot id={pair.id} label={t.matchPlace(pair.left)} order={index + 1} {...slots.filled(pair.id)} mark={markOf(result, pair.id)} />
            <Feedback item={itemOf(result, pair.id)} />
          </li>
        ))}
      </ol>
    </SlotsArea>
  );
}

/** Items sorted into groups: each group is a place holding any number of items. */
export function GroupsDragPlayer({ exercise, onChange, result, locked }: PlayerProps<'dragDropGroups'>) {
  const [groupsOf, setGroupsOf] = useState<Record<string, string>>({});
  const onMove = useCallback(
    (itemId: string, target: string) => {
      const next = assignToGroup(groupsOf, itemId, target);
      setGroupsOf(next);
      onChange(next);
    },
    [groupsOf, onChange],
  );
  const chip = (item: (typeof exercise.items)[number]) => <DragItem key={item.id} id={item.id} label={item.text} mark={markOf(result, item.id)} />;
  const inBank = exercise.items.filter((item) => groupsOf[item.id] === undefined);
  return (
    <DragArea onMove={onMove} disabled={locked}>
      <DragBank empty={inBank.length === 0}>{inBank.map(chip)}</DragBank>
      <div className={styles.groups}>
        {exercise.groups.map((group, index) => (
          <DropPlace key={group.id} id={group.id} label={t.group(group.title)} order={index + 1} as="div" className={styles.group}>
            <p className={styles.groupTitle}>{group.title}</p>
            <div className={styles.groupItems}>{exercise.items.filter((item) => groupsOf[item.id] === group.id).map(chip)}</div>
          </DropPlace>
        ))}
      </div>
      {result && (
        <ul className={styles.groupFeedback}>
          {exercise.items
            .filter((item) => !itemOf(result, item.id)?.correct)
            .map((item) => (
              <li key={item.id}>{t.belongsTo(item.text, itemOf(result, item.id)?.expected[0] ?? '')}</li>
            ))}
        </ul>
      )}
    </DragArea>
  );
}

/** Lines put in order: each line is dragged onto the position it belongs to. */
export function OrderPlayer({ exercise, onChange, result, locked }: PlayerProps<'dragDropOrder'>) {
  // The shell starts from the same order (initialAnswer), so checking it untouched is fair.
  const [order, setOrder] = useState<string[]>(() => initialAnswer(exercise));
  const onMove = useCallback(
    (lineId: string, target: string) => {
      if (target === BANK) return;
      const next = moveLine(order, lineId, Number(target.replace('pos-', '')));
      setOrder(next);
      onChange(next);
    },
    [onChange, order],
  );
  const textOf = (id: string) => exercise.lines.find((l) => l.id === id)?.text ?? '';
  return (
    <DragArea onMove={onMove} disabled={locked}>
      <p className={styles.hint}>{t.orderHint}</p>
      <ol className={styles.order}>
        {order.map((lineId, index) => {
          const item = itemOf(result, lineId);
          return (
            <DropPlace key={`pos-${index}`} id={`pos-${index}`} label={t.position(index + 1)} order={index + 1} as="li" className={styles.orderPlace}>
              <span className={styles.position} aria-hidden>
                {index + 1}
              </span>
              <DragItem id={lineId} label={textOf(lineId)} mark={markOf(result, lineId)} inPlace />
              {item && !item.correct && <span className={styles.expected}>{t.belongsAt(item.expected[0] ?? '')}</span>}
            </DropPlace>
          );
        })}
      </ol>
    </DragArea>
  );
}
