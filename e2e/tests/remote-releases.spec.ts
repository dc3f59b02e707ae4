import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { RELEASES_MANIFEST, RELEASES_PORT } from '../playwright.config';
import { signInByApi } from './helpers';

/**
 * A team ships its remote alone: the host build never changes here, only the remotes manifest
 * (REMOTES_FILE) of a server that publishes several versions of the company remote.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${RELEASES_PORT}` });

const manifestFile = path.resolve(import.meta.dirname, '../..', RELEASES_MANIFEST);
function useCompanyVersion(version: string) {
  writeFileSync(manifestFile, JSON.stringify({ mfe_company: `/remotes/mfe-company/${version}/mf-manifest.json` }));
}

async function openAs(page: Page, email: string, url: string) {
  await signInByApi(page, email);
  await page.goto(url);
}

test.afterAll(() => useCompanyVersion('1.0.0'));

test('a page added by a remote release is routed by the unchanged host, and a rollback by the manifest removes it', async ({ page }) => {
  useCompanyVersion('1.1.0');
  await openAs(page, 'manager@demo.school', '/lms/company-directory');
  await expect(page.getByRole('heading', { name: 'Компании' })).toBeVisible();
  await expect(page).toHaveTitle(/Справочник компаний/);
  const served = await page.evaluate(() => JSON.parse(document.getElementById('school-remotes')!.textContent!) as { remotes: Record<string, string> });
  // The page names the release by its entry script; /remotes.json by the manifest the file gave.
  expect(served.remotes.mfe_company).toBe('/remotes/mfe-company/1.1.0/remoteEntry.js');
  const published = (await (await page.request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
  expect(published.remotes.mfe_company).toBe('/remotes/mfe-company/1.1.0/mf-manifest.json');

  useCompanyVersion('1.0.0');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Такой страницы не существует' })).toBeVisible();
  await page.goto('/lms/user-groups');
  await expect(page.getByRole('heading', { name: 'Компании' })).toBeVisible();
});

test('a path another remote owns is refused: the first claim keeps it, with a warning', async ({ page }) => {
  useCompanyVersion('1.0.1');
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await openAs(page, 'teacher@demo.school', '/lms/teachers/1');
  await expect(page.locator('[data-remote="mfe_teacher/TeacherPage"]')).toBeVisible();
  await expect(page.locator('[data-remote="mfe_company/UserGroupsPage"]')).toHaveCount(0);
  expect(warnings.join('\n')).toContain('/lms/teachers/:teacherId is claimed by mfe_teacher and mfe_company: mfe_teacher keeps it');
});

test('a remote built against an incompatible shared package shows its unavailable state and reports why', async ({ page }) => {
  useCompanyVersion('1.2.0');
  const report = page.waitForRequest((r) => r.url().endsWith('/api/server/error_reports') && r.method() === 'POST');
  await openAs(page, 'manager@demo.school', '/lms/user-groups');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  const body = (await report).postDataJSON() as { message: string; context: { remote: string } };
  expect(body.context.remote).toBe('mfe_company/UserGroupsPage');
  expect(body.message).toContain('99.0.0');
});
