import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

/** The 50-minute lessons on the learner's account, as the purchase page shows them. */
async function balanceOf50(page: Page): Promise<number> {
  await page.goto('/lms/pay');
  const line = page.getByTestId('balance-skype-50');
  await expect(line).toBeVisible();
  const match = /: (-?\d+) урок/.exec((await line.textContent()) ?? '');
  expect(match).not.toBeNull();
  return Number(match![1]);
}

/** On the sandbox provider's page: checks the sum, then approves or declines. */
async function onSandboxPage(page: Page, amount: string, action: 'Оплатить' | 'Отклонить платёж') {
  await expect(page).toHaveURL(/\/api\/public\/payments\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Тестовая оплата' })).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText(amount);
  await page.getByRole('button', { name: action }).click();
}

test.describe.configure({ mode: 'serial' });

test('student@ buys 32 lessons in full through the sandbox: the balance grows, the success popup shows', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'student@demo.school');
  const before = await balanceOf50(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Выберите формат и количество занятий' })).toBeVisible();
  const calculator = page.getByTestId('calculator');
  await expect(calculator.getByRole('radio', { name: '32', exact: true })).toBeChecked();
  await expect(page.getByText('Скидка действует только при оплате всей суммы сразу.')).toBeVisible();
  await page.getByTestId('pay-full').click();

  await onSandboxPage(page, '28 480 ₽', 'Оплатить');
  await expect(page).toHaveURL(/\/lms\/dashboard\?paymentStatus=success$/);
  const popup = page.getByRole('dialog', { name: 'Оплата прошла успешно' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '5 из 5' }).click();
  await expect(popup.getByText('Спасибо за оценку!')).toBeVisible();
  await popup.getByRole('button', { name: 'Готово' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);

  // 32 lessons and 2 gift lessons.
  expect(await balanceOf50(page)).toBe(before + 34);
  expect(problems).toEqual([]);
});

test('student@ buys 32 lessons by installment through the sandbox', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'student@demo.school');
  const before = await balanceOf50(page);

  await expect(page.getByTestId('calculator-price')).toHaveText('5 364 ₽ в месяц');
  await page.getByTestId('pay-installment').click();
  await expect(page.getByTestId('sandbox-installment')).toHaveText('В рассрочку на 6 мес.: 5 364 ₽ в месяц');
  await onSandboxPage(page, '32 182 ₽', 'Оплатить');

  await expect(page).toHaveURL(/\/lms\/dashboard\?paymentStatus=success$/);
  await expect(page.getByRole('dialog', { name: 'Оплата прошла успешно' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  expect(await balanceOf50(page)).toBe(before + 34);
  expect(problems).toEqual([]);
});

test('a declined payment shows the failure popup and adds nothing', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'student@demo.school');
  const before = await balanceOf50(page);

  await page.getByTestId('package-50m_v4-8').getByRole('button', { name: 'Купить' }).click();
  await onSandboxPage(page, '8 720 ₽', 'Отклонить платёж');

  await expect(page).toHaveURL(/\/lms\/dashboard\?paymentStatus=fail$/);
  const popup = page.getByRole('dialog', { name: 'Что-то пошло не так' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Платёж не прошёл');
  await expect(popup.getByRole('link', { name: 'Связаться с нами' })).toHaveAttribute('href', /^mailto:/);
  await popup.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);

  expect(await balanceOf50(page)).toBe(before);
  expect(problems).toEqual([]);
});

test('the purchase page and the payment popups have no serious accessibility problems', async ({ page }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await signInByApi(page, 'newstudent@demo.school');
  await page.goto('/lms/pay');
  await expect(page.getByTestId('calculator')).toBeVisible();
  await expect(page.getByTestId('trial-card')).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.goto('/lms/dashboard?paymentStatus=success');
  await expect(page.getByRole('dialog', { name: 'Оплата прошла успешно' })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.goto('/lms/dashboard?paymentStatus=fail');
  await expect(page.getByRole('dialog', { name: 'Что-то пошло не так' })).toBeVisible();
  expect(await serious()).toEqual([]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the calculator fits the screen and follows the chosen format and count', async ({ page }) => {
    const problems = watchConsole(page);
    await signInByApi(page, 'student@demo.school');
    await page.goto('/lms/pay');
    const calculator = page.getByTestId('calculator');
    await expect(calculator).toBeVisible();
    await expect(calculator.getByRole('radio', { name: '32', exact: true })).toBeChecked();

    await calculator.getByRole('radio', { name: 'Премиум, 50 минут' }).check();
    await expect(calculator.getByRole('radio', { name: 'Премиум, 50 минут' })).toBeChecked();
    await expect(calculator.getByRole('radio', { name: '32', exact: true })).toBeChecked();
    await expect(page.getByTestId('calculator-price')).toHaveText('8 582 ₽ в месяц');

    await calculator.getByRole('radio', { name: '8', exact: true }).check();
    await expect(page.getByTestId('calculator-price')).toContainText('13 952 ₽');
    await expect(page.getByTestId('pay-installment')).toHaveCount(0);
    await expect(page.getByTestId('pay-full')).toHaveText('Оплатить 8 уроков');

    // Every chip, the price and the button are inside the screen; nothing sticks out sideways.
    const last = calculator.getByRole('radio', { name: '348', exact: true });
    await last.scrollIntoViewIfNeeded();
    const box = await last.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    const button = await page.getByTestId('pay-full').boundingBox();
    expect(button && button.x + button.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
