import { expect, test } from '@playwright/test';
import { seriousViolations } from './accessibility-helpers';
import { DEMO_PASSWORD, signInByApi, watchConsole } from './helpers';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test('a new student goes through the onboarding chat, closes it and does not see it again', async ({ page, browser }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'newstudent@demo.school');
  await page.goto('/lms/dashboard');

  const chat = page.getByTestId('onboarding-chat');
  await expect(chat.getByRole('heading', { name: 'Добро пожаловать в школу!' })).toBeVisible();
  await expect(page.getByTestId('learner-dashboard')).toHaveCount(0);
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Анкета заполнена на 0 %');
  expect(await seriousViolations(page)).toEqual([]);

  // Start is always enabled.
  await chat.getByRole('button', { name: 'Начать' }).click();
  await expect(chat.getByRole('heading', { name: 'Зачем вам английский?' })).toBeVisible();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Анкета заполнена на 25 %');

  // Several reasons may be ticked; Save waits for the first one.
  const save = chat.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();
  await expect(chat.getByText('Можно выбрать несколько вариантов')).toBeVisible();
  await chat.getByRole('checkbox', { name: 'Для работы и карьеры' }).check();
  await chat.getByRole('checkbox', { name: 'Для путешествий' }).check();
  await expect(save).toBeEnabled();
  await save.click();

  await expect(chat.getByRole('heading', { name: 'Какой результат вам нужен?' })).toBeVisible();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Анкета заполнена на 50 %');
  await expect(chat.getByRole('list', { name: 'Ваши ответы' })).toContainText('Для работы и карьеры, Для путешествий');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The answers so far are saved: a reload continues at the same step.
  await page.reload();
  await expect(chat.getByRole('heading', { name: 'Какой результат вам нужен?' })).toBeVisible();
  await chat.getByRole('checkbox', { name: 'Свободно говорить без долгих пауз' }).check();
  await chat.getByRole('button', { name: 'Сохранить' }).click();

  // A single choice keeps exactly one option.
  await expect(chat.getByRole('heading', { name: 'Когда вы готовы начать?' })).toBeVisible();
  await chat.getByRole('radio', { name: 'На этой неделе' }).check();
  await chat.getByRole('radio', { name: 'На следующей неделе' }).check();
  await expect(chat.getByRole('radio', { name: 'На этой неделе' })).not.toBeChecked();
  await chat.getByRole('button', { name: 'Сохранить' }).click();

  // The offer screen: 4 of 4 answered.
  await expect(chat.getByRole('heading', { name: 'Мы подобрали для вас программу' })).toBeVisible();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Анкета заполнена на 100 %');
  await expect(chat.getByTestId('tariff-block')).toBeVisible();

  // Closing hides the chat and shows the dashboard; it stays closed after a reload.
  await chat.getByRole('button', { name: 'Закрыть анкету' }).click();
  await expect(page.getByTestId('learner-dashboard')).toBeVisible();
  await expect(page.getByTestId('onboarding-chat')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('learner-dashboard')).toBeVisible();
  await expect(page.getByTestId('onboarding-chat')).toHaveCount(0);
  // A new student with a signup promo code and no purchase sees the promo banner and the free lesson.
  await expect(page.getByTestId('dashboard-banner').filter({ hasText: 'Промокод FIRSTSTEP применён' })).toBeVisible();
  await expect(page.getByTestId('dashboard-free-lesson')).toBeVisible();
  expect(problems).toEqual([]);

  // The page's events reached the server by beacon: the admins' funnel counts the finished onboarding this week.
  const admin = await browser.newContext();
  try {
    expect((await admin.request.post('/api/auth/login', { data: { email: 'admin@demo.school', password: DEMO_PASSWORD } })).ok()).toBe(true);
    const thisWeek = async () => {
      const funnel = await admin.request.get(`/api/data/analytics.getFunnel?input=${encodeURIComponent(JSON.stringify({ weeks: 1 }))}`);
      expect(funnel.ok()).toBe(true);
      return ((await funnel.json()) as { weeks: { onboardingFinished: number; visits: number }[] }).weeks[0]!;
    };
    await expect.poll(async () => (await thisWeek()).onboardingFinished, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect((await thisWeek()).visits).toBeGreaterThanOrEqual(1);
  } finally {
    await admin.close();
  }
});

test('the chat is not shown to a student of the other A/B group', async ({ page }) => {
  await signInByApi(page, 'student2@demo.school');
  await page.goto('/lms/dashboard');
  await expect(page.getByTestId('learner-dashboard')).toBeVisible();
  await expect(page.getByTestId('onboarding-chat')).toHaveCount(0);
});
