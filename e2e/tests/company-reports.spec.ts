import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn, signInByApi, watchConsole } from './helpers';

/** A company's month at a glance for its HR user, and the payroll sheet for the school's admin. */

test.describe('the reports of a company', () => {
  test('HR opens the reports tab, switches the period and downloads both files', async ({ page }) => {
    const problems = watchConsole(page);
    await signIn(page, 'hr@demo.school');
    await expect(page).toHaveURL(/\/lms\/dashboard$/);
    await page.goto('/lms/user-groups/1');
    await page.getByRole('navigation', { name: 'Разделы компании' }).getByRole('link', { name: 'Отчёты', exact: true }).click();
    await expect(page).toHaveURL(/\/lms\/user-groups\/1\/reports$/);

    const summary = page.getByTestId('activity-summary');
    await expect(summary).toContainText('Проведено уроков');
    await expect(summary).toContainText('Посещаемость');
    await expect(page.getByTestId('activity-employees').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('bar-chart').first()).toBeVisible();
    // The figures of the chart are also a table.
    await expect(page.getByTestId('activity-months').getByRole('row')).toHaveCount(13);

    // Another month: the address keeps it, the title says it.
    const picker = page.getByTestId('period-picker');
    const options = picker.getByLabel('Период').locator('option');
    const previous = (await options.nth(1).getAttribute('value')) ?? '';
    await picker.getByLabel('Период').selectOption(previous);
    await expect(page).toHaveURL(new RegExp(`month=${previous}`));

    // Any two days.
    await picker.getByLabel('Период').selectOption('custom');
    await picker.getByLabel('С', { exact: true }).fill('01.09.2026');
    await picker.getByLabel('По', { exact: true }).fill('15.11.2026');
    await picker.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/from=2026-09-01&to=2026-11-15/);
    await expect(page.getByRole('heading', { name: /01\.09\.2026 — 15\.11\.2026/ })).toBeVisible();

    const employees = page.getByTestId('activity-employees');
    const [csv] = await Promise.all([page.waitForEvent('download'), employees.getByRole('link', { name: /в CSV/ }).click()]);
    expect(csv.suggestedFilename()).toBe('Альфа-Технологии-2026-09-01_2026-11-15.csv');
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n')[0]).toContain('Сотрудник;Посещено;Пропущено');
    // The page and the file list the same employees.
    const rows = await employees.getByRole('row').count();
    expect(text.trim().split('\r\n')).toHaveLength(rows);

    const [xlsx] = await Promise.all([page.waitForEvent('download'), employees.getByRole('link', { name: /в XLSX/ }).click()]);
    expect(xlsx.suggestedFilename()).toBe('Альфа-Технологии-2026-09-01_2026-11-15.xlsx');
    const bytes = await readFile((await xlsx.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(problems).toEqual([]);
  });

  test('HR of one company cannot open the reports of another', async ({ page }) => {
    await signInByApi(page, 'hr@demo.school');
    const response = await page.request.get('/api/server/user_groups/2/activity_report?from=2026-10-01&to=2026-10-31&tz=Europe%2FMoscow');
    expect(response.status()).toBe(403);
    const file = await page.request.get(
      '/api/server/user_groups/2/activity_report/export?from=2026-10-01&to=2026-10-31&tz=Europe%2FMoscow&table=employees&format=csv',
    );
    expect(file.status()).toBe(403);
  });
});

test.describe('the school reports', () => {
  test("an admin opens last month's payroll sheet and downloads it", async ({ page }) => {
    const problems = watchConsole(page);
    await signInByApi(page, 'admin@demo.school');
    await page.goto('/lms/admin');
    await page.getByRole('link', { name: 'Зарплаты' }).click();
    await expect(page).toHaveURL(/\/lms\/admin\/payroll$/);
    const now = new Date();
    const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const monthName = last.toLocaleString('ru-RU', { month: 'long' });
    await expect(page.getByRole('heading', { name: new RegExp(`Зарплата преподавателей за ${monthName} ${last.getFullYear()}`) })).toBeVisible();
    const table = page.getByTestId('payroll-table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('payroll-totals')).toContainText('к выплате');
    const month = `${last.getFullYear()}-${String(last.getMonth() + 1).padStart(2, '0')}`;
    const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('link', { name: /в XLSX/ }).click()]);
    expect(download.suggestedFilename()).toBe(`payroll-${month}.xlsx`);
    expect(problems).toEqual([]);
  });
});
