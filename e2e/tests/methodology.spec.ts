import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

const handbook = (id: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../mfe-learner/content/methodology/${id}.json`), 'utf8')) as {
    title: string;
    subsections: { id: string; title: string }[];
  };

test('a teacher reads the methodology handbook through its side menu', async ({ page }) => {
  const problems = watchConsole(page);
  const glossary = handbook('M0-0');
  const last = handbook('M6-0');
  const target = last.subsections.at(-1)!;

  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/methodology');
  await expect(page.getByRole('heading', { level: 1, name: glossary.title })).toBeVisible();
  const menu = page.getByTestId('methodology-menu');
  await expect(menu.getByRole('link', { name: `M0-0 ${glossary.title}` })).toBeVisible();

  await menu.getByRole('link', { name: `${target.id} ${target.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/lms/methodology/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${target.id} ${target.title}` })).toBeInViewport();

  // Opened by its address, a sub-section deep in the menu is scrolled into the menu's view.
  const deep = handbook('M5-0').subsections.at(-1)!;
  await page.goto(`/lms/methodology/${deep.id}`);
  const active = menu.locator('a[aria-current="page"]');
  await expect(active).toHaveText(`${deep.id} ${deep.title}`);
  await expect(active).toBeInViewport();

  await page.goto('/lms/methodology/M9-1');
  await expect(page.getByTestId('not-found')).toBeVisible();
  expect(problems).toEqual([]);
});
