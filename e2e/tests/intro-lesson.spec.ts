import { expect, test } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';
import { bookIntroLesson, uniquePhone } from './landing-helpers';

test('a visitor books the free introductory lesson from the home page and an admin sees the lead', async ({ page, browser }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Английский онлайн с преподавателем' })).toBeVisible();
  // Prices come from the school's real plans.
  await expect(page.locator('[data-testid="price-card"][data-plan="50m_v4"]')).toContainText('от');
  await expect(page.getByText('Налоговый вычет 13 % за обучение').first()).toBeVisible();

  await page.getByTestId('hero-free-lesson').click();
  await expect(page).toHaveURL(/\/introductory-lesson$/);

  // Nothing typed yet: the form says what is missing.
  await page.getByTestId('lead-form').getByRole('button', { name: 'Записаться на бесплатный урок' }).click();
  await expect(page.getByText('Укажите, как к вам обращаться')).toBeVisible();
  await expect(page.getByText('Выберите, кто будет заниматься')).toBeVisible();

  const phone = uniquePhone();
  await bookIntroLesson(page, { name: 'Светлана Игоревна', phone, contact: 'svetlana@example.com', ageGroup: 'Взрослый' });
  await expect(page.getByRole('heading', { name: 'Спасибо, заявка принята!' })).toBeVisible();
  await expect(page.getByText('Светлана Игоревна, мы позвоним вам в течение рабочего дня')).toBeVisible();
  expect(problems).toEqual([]);

  const admin = await browser.newPage();
  await signInByApi(admin, 'admin@demo.school');
  await admin.goto('/lms/admin/leads');
  const lead = admin.getByTestId('admin-lead').filter({ hasText: 'Светлана Игоревна' });
  await expect(lead).toContainText(phone);
  await expect(lead).toContainText('Страница вводного урока');
  await expect(lead).toContainText('svetlana@example.com');
  await admin.close();
});

test('a parent books a lesson for a child of 8–10 on the kids landing', async ({ page }) => {
  await page.goto('/kids');
  await expect(page.getByRole('heading', { level: 1, name: 'Английский для детей 5–10 лет' })).toBeVisible();
  await expect(page.locator('[data-testid="kids-price"][data-plan="40m_kids"]')).toContainText('837 ₽ за урок');
  await expect(page.locator('[data-testid="kids-price"][data-plan="25m_kids"]')).toContainText('543 ₽ за урок');
  await page.getByTestId('kids-landing').getByRole('link', { name: 'Записаться на бесплатный урок' }).click();
  await expect(page.getByTestId('lead-form').getByLabel('Кто будет заниматься')).toHaveValue('kids-8-10');
  await bookIntroLesson(page, { name: 'Наталья', phone: uniquePhone() });
  await expect(page.getByRole('heading', { name: 'Спасибо, заявка принята!' })).toBeVisible();
});

test('a signed-in learner is not offered the free lesson', async ({ page }) => {
  await signInByApi(page, 'student@demo.school');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Английский онлайн с преподавателем' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти в личный кабинет' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Записаться на бесплатный урок' })).toHaveCount(0);
  await expect(page.getByTestId('lead-form')).toHaveCount(0);
});
