import { expect, test } from '@playwright/test';
import { DOWN_PORT } from '../playwright.config';
import { signIn, watchConsole } from './helpers';

const OFFERS = '/lms/teacher-legal-offers-to-accept';

test('a new teacher is held on the offer page until they accept it', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, 'newteacher@demo.school');
  await expect(page).toHaveURL(new RegExp(`${OFFERS}$`));
  await page.goto('/lms/students/9');
  await expect(page).toHaveURL(new RegExp(`${OFFERS}$`));
  await page.goto('/lms/dashboard');
  await expect(page).toHaveURL(new RegExp(`${OFFERS}$`));

  const offer = page.getByTestId('legal-offer');
  await expect(offer).toHaveCount(1);
  const box = await offer.getByTestId('legal-offer-text').boundingBox();
  expect(box!.height).toBeGreaterThan(320);
  expect(box!.height).toBeLessThan(350);
  const scroll = await offer.getByTestId('legal-offer-text').evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
  expect(scroll.scrollHeight).toBeGreaterThan(scroll.clientHeight);

  // A failed acceptance says so in a toast and keeps the teacher here.
  await page.route(
    '**/api/graphql',
    async (route) => {
      if (!route.request().postData()?.includes('CreateTeacherLegalOfferStatusChange')) return route.fallback();
      await route.fulfill({ json: { data: null, errors: [{ message: 'Сервис временно недоступен' }] } });
    },
    { times: 1 },
  );
  await offer.getByRole('button', { name: 'Принимаю оферту' }).click();
  const failure = page.locator('.sc-toast--error');
  await expect(failure).toContainText('Ошибка при принятии оферты');
  await expect(failure).toContainText('Сервис временно недоступен');
  await expect(offer).toBeVisible();

  await offer.getByRole('button', { name: 'Принимаю оферту' }).click();
  await expect(page.getByText('Оферта принята')).toBeVisible();
  await expect(page.getByTestId('legal-offers-done')).toContainText('Все оферты приняты. Спасибо!');
  await page.getByRole('link', { name: 'Перейти в кабинет' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  await expect(page.getByTestId('teacher-home')).toBeVisible();
  await page.goto('/lms/teachers/7');
  await expect(page.getByRole('heading', { level: 1, name: 'Вера Новикова' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('a new offer version', () => {
  // Publishing holds every teacher of that school on the offer page, so it runs against the second
  // server of the config, which no teacher journey uses.
  test.use({ baseURL: `http://localhost:${DOWN_PORT}` });

  test('an admin publishes a new version and a teacher has to accept it', async ({ page }) => {
    await signIn(page, 'admin@demo.school');
    await expect(page).toHaveURL(/\/lms\/dashboard$/);
    await page.goto('/lms/admin/legal-offer');
    const form = page.getByTestId('publish-offer');
    await expect(form).toContainText('Действующая редакция');
    await form.getByLabel('Текст новой редакции').fill('Коротко');
    await form.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(form.getByText('Текст оферты слишком короткий')).toBeVisible();
    const content = 'Новая редакция оферты. 1. Преподаватель проводит уроки в согласованное время и пишет отчёт после каждого урока.';
    await form.getByLabel('Текст новой редакции').fill(content);
    await form.getByRole('button', { name: 'Опубликовать' }).click();
    await page.getByRole('dialog', { name: 'Опубликовать новую редакцию?' }).getByRole('button', { name: 'Опубликовать' }).click();
    await expect(page.getByText('Новая редакция оферты опубликована')).toBeVisible();
    await expect(form).toContainText(content);

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, 'teacher@demo.school');
    await expect(page).toHaveURL(new RegExp(`${OFFERS}$`));
    await expect(page.getByTestId('legal-offer-text')).toHaveText(content);
    await page.getByRole('button', { name: 'Принимаю оферту' }).click();
    await expect(page.getByTestId('legal-offers-done')).toBeVisible();
    await page.goto('/lms/students/9');
    await expect(page.getByRole('heading', { level: 1, name: 'Дмитрий Учеников' })).toBeVisible();
  });

  test('teachers cannot open the admin page', async ({ page }) => {
    await signIn(page, 'oleg.petrov@demo.school');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/lms/admin/legal-offer');
    await expect(page).not.toHaveURL(/\/lms\/admin/);
  });
});
