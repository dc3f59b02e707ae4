import { expect, test } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

test.describe('companies for staff', () => {
  for (const email of ['admin@demo.school', 'manager@demo.school']) {
    test(`${email} sees every company`, async ({ page }) => {
      const problems = watchConsole(page);
      await signInByApi(page, email);
      await page.goto('/lms/dashboard');
      await page.getByRole('link', { name: 'Компании', exact: true }).first().click();
      await expect(page).toHaveURL(/\/lms\/user-groups$/);
      const list = page.getByTestId('company-list');
      for (const name of ['Альфа Технологии', 'Бета Банк', 'Гамма Ритейл', 'Дельта Логистика', 'Эпсилон Медиа', 'Зета Фарма']) {
        await expect(list.getByRole('link', { name: new RegExp(name) })).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  }

  test('switching company in the side panel keeps the last path segment', async ({ page }) => {
    const problems = watchConsole(page);
    await signInByApi(page, 'admin@demo.school');
    await page.goto('/lms/user-groups/1/groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Альфа Технологии' })).toBeVisible();
    const panel = page.getByTestId('company-panel');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('company-dropdown')).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Альфа Технологии' })).toHaveAttribute('aria-current', 'page');

    await panel.getByRole('link', { name: 'Бета Банк' }).click();
    await expect(page).toHaveURL(/\/lms\/user-groups\/2\/groups$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Бета Банк' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Группы', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('company-group').first()).toContainText('Бета Банк');

    await page.getByRole('link', { name: 'Отчёты групп' }).click();
    await expect(page).toHaveURL(/\/lms\/user-groups\/2\/group-reports$/);
    await panel.getByRole('link', { name: 'Гамма Ритейл' }).click();
    await expect(page).toHaveURL(/\/lms\/user-groups\/3\/group-reports$/);
    // The group report list comes from the teacher remote.
    await expect(page.getByTestId('group-reports')).toBeVisible();

    await page.getByRole('link', { name: 'Ученики', exact: true }).click();
    await expect(page).toHaveURL(/\/lms\/user-groups\/3$/);
    await panel.getByRole('link', { name: 'Альфа Технологии' }).click();
    await expect(page).toHaveURL(/\/lms\/user-groups\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Альфа Технологии' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('staff see links, the top-up tab, and the balance of each group', async ({ page }) => {
    await signInByApi(page, 'manager@demo.school');
    await page.goto('/lms/user-groups/1');
    await expect(page.getByRole('link', { name: 'Пополнение баланса' })).toBeVisible();
    const firstStudent = page.getByTestId('company-student').first().getByRole('rowheader').getByTestId('person-link');
    await expect(firstStudent).toHaveAttribute('href', /^\/lms\/students\/\d+$/);

    await page.goto('/lms/user-groups/1/groups');
    const group = page.getByTestId('company-group').filter({ hasText: 'Альфа: английский для разработчиков' });
    await expect(group.getByRole('link', { name: 'Альфа: английский для разработчиков' })).toHaveAttribute('href', '/lms/student-groups/1');
    await expect(group.getByRole('link', { name: 'Анна Смирнова' })).toHaveAttribute('href', '/lms/teachers/4');
    await expect(group.getByTestId('group-balance')).toHaveText(/^-?\d+$/);
  });

  test('a group without a balance shows "-"', async ({ page }) => {
    await signInByApi(page, 'admin@demo.school');
    // The last demo group has no balance at all.
    await page.goto('/lms/user-groups/6/groups');
    const balances = page.getByTestId('group-balance');
    await expect(balances.first()).toBeVisible();
    await expect(balances.filter({ hasText: /^-$/ })).toHaveCount(1);
  });
});

test('admins top a group balance up and see it in the history', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'admin@demo.school');
  await page.goto('/lms/user-groups/2/transactions');
  const form = page.getByTestId('top-up-form');
  await expect(form).toBeVisible();
  const groupName = (await form.getByLabel('Группа').locator('option:checked').textContent())!;
  const row = page.getByTestId('group-balances').getByRole('row', { name: new RegExp(groupName) });
  const before = Number((await row.getByTestId('group-balance').textContent())!.replace('-', '0'));

  const submit = form.getByRole('button', { name: 'Пополнить' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Количество уроков').fill('0');
  await expect(form.getByText('Введите целое число уроков от 1 до 1000')).toBeVisible();
  await expect(submit).toBeDisabled();
  await form.getByLabel('Количество уроков').fill('7');
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Пополнить баланс?' });
  await expect(dialog).toContainText(`Группе «${groupName}» будет начислено 7 уроков`);
  await dialog.getByRole('button', { name: 'Пополнить' }).click();
  await expect(page.getByText(`Баланс группы «${groupName}» пополнен`)).toBeVisible();
  await expect(row.getByTestId('group-balance')).toHaveText(String(before + 7));
  await expect(page.getByTestId('top-up-history').getByRole('row').nth(1)).toContainText('+7');
  await expect(page.getByTestId('top-up-history').getByRole('row').nth(1)).toContainText('Марина Администраторова');
  expect(problems).toEqual([]);
});

test('company pages pass an accessibility check', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await signInByApi(page, 'admin@demo.school');
  for (const path of ['/lms/user-groups', '/lms/user-groups/1', '/lms/user-groups/1/groups', '/lms/user-groups/1/transactions']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).include('#main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
