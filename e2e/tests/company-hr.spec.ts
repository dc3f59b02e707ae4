import { expect, test } from '@playwright/test';
import { signIn, signInByApi, watchConsole } from './helpers';

test.describe('the HR view', () => {
  test('HR lands on their company overview and sees exactly their company', async ({ page }) => {
    const problems = watchConsole(page);
    await signIn(page, 'hr@demo.school');
    await expect(page).toHaveURL(/\/lms\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Кабинет HR' })).toBeVisible();
    await expect(page.getByTestId('hr-company')).toHaveCount(1);
    await expect(page.getByTestId('hr-company')).toContainText('Альфа Технологии');

    await page.getByRole('link', { name: 'Компании', exact: true }).first().click();
    await expect(page).toHaveURL(/\/lms\/user-groups$/);
    const list = page.getByTestId('company-list');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Альфа Технологии');
    await expect(page.getByRole('button', { name: 'Добавить компанию' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('names show without links and there is no top-up tab', async ({ page }) => {
    const problems = watchConsole(page);
    await signInByApi(page, 'hr@demo.school');
    await page.goto('/lms/user-groups/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Альфа Технологии' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Разделы компании' });
    await expect(tabs.getByRole('link')).toHaveText(['Ученики', 'Группы', 'Отчёты групп', 'Отчёты']);
    await expect(page.getByRole('link', { name: 'Пополнение баланса' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Добавить компанию' })).toHaveCount(0);

    const students = page.getByTestId('company-student');
    await expect(students.first()).toBeVisible();
    await expect(students.first().getByTestId('student-status-badge')).toBeVisible();
    await expect(page.getByTestId('company-students').getByRole('link')).toHaveCount(0);
    await expect(page.getByTestId('company-students').getByTestId('person-name').first()).toBeVisible();

    await tabs.getByRole('link', { name: 'Группы' }).click();
    await expect(page).toHaveURL(/\/lms\/user-groups\/1\/groups$/);
    const groups = page.getByTestId('company-groups');
    await expect(groups.getByText('Анна Смирнова')).toBeVisible();
    await expect(groups.getByRole('link')).toHaveCount(0);

    await tabs.getByRole('link', { name: 'Отчёты групп' }).click();
    await expect(page.getByTestId('group-reports')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the top-up page and another company's pages stay closed", async ({ page }) => {
    await signInByApi(page, 'hr@demo.school');
    await page.goto('/lms/user-groups/1/transactions');
    await expect(page).toHaveURL(/\/lms\/user-groups\/1$/);
    await expect(page.getByTestId('top-up-form')).toHaveCount(0);

    await page.goto('/lms/user-groups/2/groups');
    await expect(page.getByText('У вас нет доступа к этой компании.')).toBeVisible();
    await expect(page.getByTestId('company-groups')).toHaveCount(0);
  });
});
