import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { createContext, useContext, useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { texts } from '../../../texts';
import { BANK } from '../model/placement';
import styles from './exercises.module.css';

/**
 * Drag and drop of the exercise players (@dnd-kit/core): the mouse, touch (a short press, so the page
 * still scrolls) and the keyboard — Space or Enter takes an item, the arrows go from one place to
 * the next in reading order, Space or Enter puts it down, Escape cancels; a screen reader hears each
 * step. A pointer may also tap an item and then the place for it.
 */

interface DropData {
  label: string;
  /** Reading order of the places: the bank is 0, then every place as it appears. */
  order: number;
}

const labelOf = (data: unknown): string => (data as { label?: string } | undefined)?.label ?? '';

/** Arrows jump between the places in their reading order (the default moves 25 px at a time). */
const placeKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowDown' || event.code === 'ArrowRight' ? 1 : event.code === 'ArrowUp' || event.code === 'ArrowLeft' ? -1 : 0;
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (step === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const places = droppableContainers
    .getEnabled()
    .filter((c) => droppableRects.has(c.id))
    .sort((a, b) => ((a.data.current as DropData | undefined)?.order ?? 0) - ((b.data.current as DropData | undefined)?.order ?? 0));
  if (places.length === 0) return undefined;
  const index = places.findIndex((p) => p.id === over?.id);
  const target = places[index < 0 ? 0 : Math.max(0, Math.min(places.length - 1, index + step))]!;
  const rect = droppableRects.get(target.id)!;
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: rect.top + rect.height / 2 - collisionRect.height / 2,
  };
};

/**
 * The pointer drops where it is; the keyboard on the smallest place holding the centre of the
 * dragged item (where the arrows put it), else the nearest one.
 */
const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const within = pointerWithin(args);
    return within.length > 0 ? within : rectIntersection(args);
  }
  const { collisionRect, droppableRects, droppableContainers } = args;
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + collisionRect.height / 2;
  const holding = droppableContainers
    .map((container) => ({ container, rect: droppableRects.get(container.id) }))
    .filter(({ rect }) => rect && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom)
    .map(({ container, rect }) => ({ id: container.id, data: { droppableContainer: container, value: rect!.width * rect!.height } }))
    .sort((a, b) => a.data.value - b.data.value);
  return holding.length > 0 ? holding : closestCenter(args);
};

const t = texts.exercises.drag;

const announcements: Announcements = {
  onDragStart: ({ active }) => t.picked(labelOf(active.data.current)),
  onDragOver: ({ active, over }) => (over ? t.over(labelOf(active.data.current), labelOf(over.data.current)) : t.outside(labelOf(active.data.current))),
  onDragEnd: ({ active, over }) => (over ? t.dropped(labelOf(active.data.current), labelOf(over.data.current)) : t.notMoved(labelOf(active.data.current))),
  onDragCancel: ({ active }) => t.cancelled(labelOf(active.data.current)),
};

interface Selection {
  disabled: boolean;
  /** The item a pointer tapped, waiting for the tap on its place. */
  selected: string | null;
  select: (itemId: string | null) => void;
  place: (target: string) => void;
}

const SelectionContext = createContext<Selection>({ disabled: true, selected: null, select: () => {}, place: () => {} });

/** One exercise's drag area: every item and place inside it, `onMove(itemId, placeId or BANK)`. */
export function DragArea({ onMove, disabled, children }: { onMove: (itemId: string, target: string) => void; disabled: boolean; children: ReactNode }) {
  const [selected, setSelected] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: placeKeyboardCoordinates }),
  );
  const selection = useMemo<Selection>(
    () => ({
      disabled,
      selected: disabled ? null : selected,
      select: setSelected,
      place: (target) => {
        if (disabled || selected === null) return;
        onMove(selected, target);
        setSelected(null);
      },
    }),
    [disabled, selected, onMove],
  );
  // The server's first view and the browser's render name the instructions alike (dnd-kit counts otherwise).
  const id = useId();
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
      onDragStart={() => setSelected(null)}
      onDragEnd={({ active, over }) => {
        if (over) onMove(String(active.id), String(over.id));
      }}
    >
      <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>
    </DndContext>
  );
}

export type Mark = 'right' | 'wrong' | undefined;

/** An item to drag: a button the keyboard takes with Space or Enter. */
export function DragItem({ id, label, mark, inPlace = false }: { id: string; label: string; mark?: Mark; inPlace?: boolean }) {
  const { disabled, selected, select } = useContext(SelectionContext);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id,
    data: { label },
    disabled,
    attributes: { roleDescription: t.roleDescription },
  });
  const onClick = (event: MouseEvent) => {
    // Keyboard clicks (detail 0) belong to the keyboard drag; a tap picks the item or drops the picked one here.
    if (event.detail === 0 || disabled) return;
    if (selected !== null && selected !== id && inPlace) return; // the place under it takes the picked item
    event.stopPropagation();
    select(selected === id ? null : id);
  };
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={[styles.chip, isDragging && styles.chipDragging, selected === id && styles.chipSelected, mark && styles[mark]].filter(Boolean).join(' ')}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      data-testid="drag-item"
      {...listeners}
      {...attributes}
      aria-pressed={selected === id}
      aria-disabled={disabled || undefined}
      onClick={onClick}
    >
      {label}
      {mark && <span className="sc-visually-hidden">{` — ${mark === 'right' ? texts.exercises.right : texts.exercises.wrong}`}</span>}
    </button>
  );
}

/** A place to drop an item on: a gap, a cell, a group, a position, the bank. */
export function DropPlace({
  id,
  label,
  order,
  children,
  className,
  as: Tag = 'span',
  testId = 'drop-place',
}: {
  id: string;
  label: string;
  order: number;
  children?: ReactNode;
  className?: string;
  as?: 'span' | 'div' | 'li' | 'td';
  testId?: string;
}) {
  const { disabled, selected, place } = useContext(SelectionContext);
  const { setNodeRef, isOver } = useDroppable({ id, data: { label, order } satisfies DropData, disabled });
  return (
    <Tag
      ref={setNodeRef as never}
      className={[className, isOver && styles.over, selected !== null && styles.waiting].filter(Boolean).join(' ')}
      data-testid={testId}
      data-place={id}
      onClick={() => place(id)}
    >
      {children}
    </Tag>
  );
}

/** The bank: the items not placed yet; dropping an item here takes it back. */
export function DragBank({ children, empty }: { children: ReactNode; empty: boolean }) {
  return (
    <div className={styles.bankWrap}>
      <p className={styles.bankTitle}>{texts.exercises.bank}</p>
      <DropPlace id={BANK} label={texts.exercises.bank} order={0} as="div" className={styles.bank} testId="drag-bank">
        {empty ? <span className={styles.muted}>{texts.exercises.bankEmpty}</span> : children}
      </DropPlace>
      <p className={styles.hint}>{texts.exercises.dragHint}</p>
    </div>
  );
}
