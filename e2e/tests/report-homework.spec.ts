import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

// These journeys edit the demo teacher's reports of student 11 (Миша Маленький), one report each.

async function editReport(page: Page, nth: number): Promise<Locator> {
  await page.goto('/lms/students/11');
  const card = page.getByTestId('report-card').nth(nth);
  const id = await card.getAttribute('data-report-id');
  await card.getByRole('button', { name: 'Редактировать' }).click();
  const form = page.locator(`[data-testid="report-editing"][data-report-id="${id}"]`);
  await expect(form.getByTestId('report-form')).toBeVisible();
  return form;
}

const headers = (form: Locator) => form.locator('[data-testid="homework-item"]:not([data-deleted]) [data-testid="homework-item-header"]');

/** Drags an item by its handle onto another item (its top part) or to a point of the window. */
async function dragTo(page: Page, handle: Locator, target: Locator | { x: number; y: number }) {
  // The list in the middle of the window: a pointer held near its top or bottom edge scrolls the
  // page (dnd-kit's auto-scroll), and the rows would slide away from under the dragged item.
  await ('boundingBox' in target ? target : handle).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // The rows may still be sliding back from a cancelled drag: measure them once they stand still
  // (a trial hover waits until an element keeps its place for two frames).
  await handle.hover({ trial: true });
  if ('boundingBox' in target) await target.hover({ trial: true });
  const box = (await handle.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y - 10, { steps: 4 });
  // As a person would, go on once the item is picked up, and let go once the other item made room.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  let point = target as { x: number; y: number };
  if ('boundingBox' in target) {
    const over = (await target.boundingBox())!;
    point = { x: over.x + 20, y: over.y + 24 };
  }
  await page.mouse.move(point.x, point.y, { steps: 20 });
  if ('boundingBox' in target) await expect(target).toHaveAttribute('style', /translate3d\(-?\d+px, [1-9]\d*px/);
  await page.mouse.up();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks an item up with Space and moves it one place down with the arrow key, waiting (as a person
 * would) until it is announced over the next item.
 */
async function keyboardMoveDown(page: Page, row: Locator, nextHeader: string) {
  const handle = row.getByTestId('homework-drag-handle');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit's keyboard sensor listens for the arrows a task after the drag starts (a person never
  // presses that fast): one frame, as in the IT course's drag steps.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await page.keyboard.press('ArrowDown');
  await expect(row).toHaveAttribute('style', /translate3d\(-?\d+px, [1-9]\d*px/);
  const announced = new RegExp(`над заданием «${escapeRegExp(nextHeader.slice(0, 30))}`);
  await expect(page.locator('[aria-live]').filter({ hasText: announced })).toHaveCount(1);
}

test('homework items reorder by dragging, with the keyboard too; a drop outside reverts', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'teacher@demo.school');
  const form = await editReport(page, 0);
  const before = await headers(form).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(before.length).toBeGreaterThanOrEqual(2);
  const [first, second] = before as [string, string];

  // Mouse: the second item onto the first.
  const rows = form.locator('[data-testid="homework-item"]');
  await dragTo(page, rows.nth(1).getByTestId('homework-drag-handle'), rows.nth(0));
  await expect(headers(form).nth(0)).toHaveValue(second);
  await expect(headers(form).nth(1)).toHaveValue(first);

  // A drop far outside the list changes nothing.
  await dragTo(page, rows.nth(0).getByTestId('homework-drag-handle'), { x: 5, y: 5 });
  await expect(headers(form).nth(0)).toHaveValue(second);
  await expect(headers(form).nth(1)).toHaveValue(first);

  // Keyboard: pick up with Space, move down with an arrow, drop with Space.
  await keyboardMoveDown(page, rows.nth(0), first);
  await page.keyboard.press('Space');
  await expect(headers(form).nth(0)).toHaveValue(first);
  await expect(headers(form).nth(1)).toHaveValue(second);

  // Escape during a keyboard drag cancels the drag only.
  await keyboardMoveDown(page, rows.nth(0), second);
  await page.keyboard.press('Escape');
  await expect(rows.nth(0).getByTestId('homework-drag-handle')).not.toHaveAttribute('aria-pressed', 'true');
  await expect(headers(form).nth(0)).toHaveValue(first);

  // Saved in the new order.
  await dragTo(page, rows.nth(1).getByTestId('homework-drag-handle'), rows.nth(0));
  await expect(headers(form).nth(0)).toHaveValue(second);
  const id = await form.getAttribute('data-report-id');
  await form.getByRole('button', { name: 'Сохранить отчёт' }).click();
  const card = page.locator(`[data-testid="report-card"][data-report-id="${id}"]`);
  await expect(card).toBeVisible();
  const shown = await card.locator('ol li').allTextContents();
  expect(shown[0]).toContain(
    second
      .replace(/\*\*/g, '')
      .replace(/^https:\/\/[^/]+\/lms\/lessons\//, 'Урок ')
      .slice(0, 20),
  );
  expect(problems).toEqual([]);
});

test('saved sections and items are soft-deleted and restored; an unsaved section goes at once', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  const form = await editReport(page, 1);
  const items = form.getByTestId('homework-item');
  const count = await items.count();
  const deletedHeader = await headers(form).nth(0).inputValue();

  await items.nth(0).getByRole('button', { name: 'Удалить задание' }).click();
  const deletedRow = form.locator('[data-testid="homework-item"][data-deleted="true"]');
  await expect(deletedRow).toContainText('Задание удалено');
  await deletedRow.getByRole('button', { name: 'восстановить' }).click();
  await expect(deletedRow).toHaveCount(0);
  await expect(headers(form).nth(0)).toHaveValue(deletedHeader);

  const group = form.getByTestId('homework-group').first();
  await group.getByRole('button', { name: 'Удалить раздел' }).click();
  const deletedGroup = form.locator('[data-testid="homework-group"][data-deleted="true"]');
  await expect(deletedGroup).toContainText('Раздел удалён');
  await deletedGroup.getByRole('button', { name: 'восстановить' }).click();
  await expect(deletedGroup).toHaveCount(0);
  await expect(form.getByTestId('homework-item')).toHaveCount(count);

  // A new section is removed outright, with no way back.
  await form.getByRole('button', { name: 'Добавить раздел' }).click();
  await expect(form.getByTestId('homework-group')).toHaveCount(2);
  await form.getByTestId('homework-group').nth(1).getByRole('button', { name: 'Удалить раздел' }).click();
  await expect(form.getByTestId('homework-group')).toHaveCount(1);
  await expect(form.getByText('Раздел удалён')).toHaveCount(0);

  // Deleting an item and saving leaves it out of the report.
  await items.nth(0).getByRole('button', { name: 'Удалить задание' }).click();
  const id = await form.getAttribute('data-report-id');
  await form.getByRole('button', { name: 'Сохранить отчёт' }).click();
  const card = page.locator(`[data-testid="report-card"][data-report-id="${id}"]`);
  await expect(card).toBeVisible();
  await expect(card.locator('ol li')).toHaveCount(count - 1);
});

test('leaving an edited report asks before dropping the changes', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  const form = await editReport(page, 2);
  await form.getByLabel('Тема урока').fill('Изменённая тема');
  await form.getByRole('button', { name: 'Отмена' }).click();
  const confirm = page.getByRole('dialog', { name: 'Отменить изменения?' });
  await confirm.getByRole('button', { name: 'Продолжить редактирование' }).click();
  await expect(form.getByLabel('Тема урока')).toHaveValue('Изменённая тема');
  await expect(form.getByTestId('report-format-fixed')).toBeVisible();
  await form.getByRole('button', { name: 'Отмена' }).click();
  await page.getByRole('dialog', { name: 'Отменить изменения?' }).getByRole('button', { name: 'Отменить изменения' }).click();
  await expect(page.getByTestId('report-editing')).toHaveCount(0);
  await expect(page.getByText('Изменённая тема')).toHaveCount(0);
});
