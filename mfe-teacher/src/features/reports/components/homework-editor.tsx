import { useId, useState, type CSSProperties } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { homeworkHeaderProblem, type HomeworkHeaderProblem } from '@school/shared/schemas';
import { validationTexts } from '@school/shared/texts';
import { Button, Modal, TextArea, TextInput } from '@school/shared/ui';
import { texts } from '../../../texts';
import {
  addGroup,
  addItem,
  moveItem,
  removeGroup,
  removeItem,
  restoreGroup,
  restoreItem,
  updateGroup,
  updateItem,
  type HomeworkDraft,
  type HomeworkGroupDraft,
  type HomeworkItemDraft,
} from '../model/homework';
import styles from './reports.module.css';

const problemText = (problem: HomeworkHeaderProblem | undefined) =>
  problem === 'required' ? validationTexts.homeworkHeaderRequired : problem === 'mixed' ? validationTexts.homeworkHeaderMixed : undefined;

function titleOf(items: readonly HomeworkItemDraft[], id: UniqueIdentifier | undefined): string {
  const header = items.find((i) => i.key === id)?.header.trim() ?? '';
  return header.length > 60 ? `${header.slice(0, 57)}…` : header;
}

function ItemRow({
  item,
  index,
  error,
  onChange,
  onRemove,
  onRestore,
}: {
  item: HomeworkItemDraft;
  index: number;
  error: string | undefined;
  onChange: (patch: Partial<Pick<HomeworkItemDraft, 'header' | 'body'>>) => void;
  onRemove: () => void;
  onRestore: () => void;
}) {
  // A deleted item stays a place in the list (it may be restored) but cannot be picked up.
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, transition, isDragging } = useSortable({
    id: item.key,
    disabled: { draggable: Boolean(item.deletedAt), droppable: false },
    attributes: { roleDescription: texts.reports.dragRole },
  });
  const style: CSSProperties | undefined = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, transition } : undefined;

  if (item.deletedAt) {
    return (
      <li ref={setNodeRef} className={styles.deletedRow} data-testid="homework-item" data-deleted="true">
        <span>
          {texts.reports.itemDeleted}: <s>{item.header}</s>
        </span>
        <Button variant="link" size="small" onClick={onRestore}>
          {texts.reports.restore}
        </Button>
      </li>
    );
  }
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={[styles.itemRow, isDragging ? styles.dragging : ''].join(' ')}
      data-testid="homework-item"
      data-item-key={item.key}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.dragHandle}
        aria-label={texts.reports.dragHandle(item.header.trim() || String(index + 1))}
        data-testid="homework-drag-handle"
        {...attributes}
        {...listeners}
      >
        <span aria-hidden>⋮⋮</span>
      </button>
      <div className={styles.itemFields}>
        <TextInput
          label={texts.reports.itemHeader}
          value={item.header}
          onChange={(header) => onChange({ header })}
          error={error}
          data-testid="homework-item-header"
        />
        <TextArea label={texts.reports.itemBody} value={item.body} onChange={(body) => onChange({ body })} rows={2} />
      </div>
      <Button variant="grey" size="small" onClick={onRemove} aria-label={`${texts.reports.deleteItem} ${index + 1}`}>
        {texts.reports.deleteItem}
      </Button>
    </li>
  );
}

function NewItemModal({ onAdd, onClose }: { onAdd: (item: { header: string; body: string }) => void; onClose: () => void }) {
  const [header, setHeader] = useState('');
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = homeworkHeaderProblem(header);
  const shownProblem = problem === 'mixed' || (touched && problem) ? problemText(problem ?? undefined) : undefined;
  const add = () => {
    setTouched(true);
    if (problem) return;
    onAdd({ header, body });
    onClose();
  };
  return (
    <Modal
      title={texts.reports.newItem}
      onClose={onClose}
      testId="new-homework-item"
      fullWidthOnNarrow
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {texts.reports.cancel}
          </Button>
          <Button onClick={add} disabled={problem !== null}>
            {texts.reports.addItemButton}
          </Button>
        </>
      }
    >
      <TextInput
        label={texts.reports.itemHeader}
        value={header}
        onChange={setHeader}
        onBlur={() => setTouched(true)}
        hint={texts.reports.itemHeaderHint}
        error={shownProblem}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
      />
      <TextArea label={texts.reports.itemBody} value={body} onChange={setBody} style={{ height: 75 }} />
    </Modal>
  );
}

function GroupEditor({
  group,
  number,
  problems,
  onChange,
  onDraggingChange,
}: {
  group: HomeworkGroupDraft;
  number: number;
  problems: ReadonlyMap<string, HomeworkHeaderProblem>;
  onChange: (change: (groups: HomeworkDraft) => HomeworkDraft) => void;
  onDraggingChange?: (dragging: boolean) => void;
}) {
  const [adding, setAdding] = useState(false);
  // The same id in a server render as in the browser (dnd-kit counts otherwise).
  const dndId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Arrow keys move a picked-up item onto the next or previous item of its section.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.reports.dnd.picked(titleOf(group.items, active.id)),
    onDragOver: ({ active, over }) =>
      over
        ? texts.reports.dnd.over(titleOf(group.items, active.id), titleOf(group.items, over.id))
        : texts.reports.dnd.outside(titleOf(group.items, active.id)),
    onDragEnd: ({ active, over }) =>
      over
        ? texts.reports.dnd.dropped(titleOf(group.items, active.id), titleOf(group.items, over.id))
        : texts.reports.dnd.droppedOutside(titleOf(group.items, active.id)),
    onDragCancel: ({ active }) => texts.reports.dnd.cancelled(titleOf(group.items, active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDraggingChange?.(false);
    // A drop outside the section's items changes nothing: the item goes back to its place.
    onChange((groups) => moveItem(groups, group.key, String(active.id), over ? String(over.id) : null));
  };

  return (
    <div className={styles.groupEditor} data-testid="homework-group" data-group-key={group.key}>
      <div className={styles.groupHead}>
        <strong>{texts.reports.homeworkSection(number)}</strong>
        <Button variant="grey" size="small" onClick={() => onChange((groups) => removeGroup(groups, group.key, new Date()))}>
          {texts.reports.deleteSection}
        </Button>
      </div>
      <TextInput
        label={texts.reports.sectionHeader}
        value={group.header}
        onChange={(header) => onChange((groups) => updateGroup(groups, group.key, { header }))}
      />
      <TextArea
        label={texts.reports.sectionBody}
        value={group.body}
        onChange={(body) => onChange((groups) => updateGroup(groups, group.key, { body }))}
        rows={2}
      />
      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={rectIntersection}
        accessibility={{ announcements, screenReaderInstructions: { draggable: texts.reports.dnd.instructions } }}
        onDragStart={() => onDraggingChange?.(true)}
        onDragCancel={() => onDraggingChange?.(false)}
        onDragEnd={onDragEnd}
      >
        {group.items.length === 0 ? (
          <p className={styles.muted}>{texts.reports.noItems}</p>
        ) : (
          <SortableContext items={group.items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
            <ol className={styles.itemList} data-testid="homework-items">
              {group.items.map((item, index) => (
                <ItemRow
                  key={item.key}
                  item={item}
                  index={index}
                  error={problemText(problems.get(item.key))}
                  onChange={(patch) => onChange((groups) => updateItem(groups, group.key, item.key, patch))}
                  onRemove={() => onChange((groups) => removeItem(groups, group.key, item.key, new Date()))}
                  onRestore={() => onChange((groups) => restoreItem(groups, group.key, item.key))}
                />
              ))}
            </ol>
          </SortableContext>
        )}
      </DndContext>
      <Button variant="secondary" size="small" onClick={() => setAdding(true)}>
        {texts.reports.addItem}
      </Button>
      {adding && <NewItemModal onAdd={(item) => onChange((groups) => addItem(groups, group.key, item))} onClose={() => setAdding(false)} />}
    </div>
  );
}

/** Homework of the report form: sections and items, soft delete with 'восстановить', drag to reorder. */
export function HomeworkEditor({
  value,
  problems,
  onChange,
  onDraggingChange,
}: {
  value: HomeworkDraft;
  problems: ReadonlyMap<string, HomeworkHeaderProblem>;
  onChange: (change: (groups: HomeworkDraft) => HomeworkDraft) => void;
  onDraggingChange?: (dragging: boolean) => void;
}) {
  const liveKeys = value.filter((g) => !g.deletedAt).map((g) => g.key);
  return (
    <fieldset className={styles.homeworkEditor} data-testid="homework-editor">
      <legend className={styles.blockTitle}>{texts.reports.homework}</legend>
      {value.map((group) => {
        if (group.deletedAt) {
          return (
            <div key={group.key} className={styles.deletedRow} data-testid="homework-group" data-deleted="true">
              <span>
                {texts.reports.sectionDeleted}
                {group.header && (
                  <>
                    : <s>{group.header}</s>
                  </>
                )}
              </span>
              <Button variant="link" size="small" onClick={() => onChange((groups) => restoreGroup(groups, group.key))}>
                {texts.reports.restore}
              </Button>
            </div>
          );
        }
        return (
          <GroupEditor
            key={group.key}
            group={group}
            number={liveKeys.indexOf(group.key) + 1}
            problems={problems}
            onChange={onChange}
            onDraggingChange={onDraggingChange}
          />
        );
      })}
      <Button variant="secondary" size="small" onClick={() => onChange(addGroup)}>
        {texts.reports.addSection}
      </Button>
    </fieldset>
  );
}
