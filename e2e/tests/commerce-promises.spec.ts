import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { signInByApi, watchConsole } from './helpers';

/**
 * Commerce that keeps its promises, as buyers try it: a course bought on its own page opens; a sign-up promo
 * code is charged on the first package only; the registration offer is for newcomers only; the tax-deduction
 * certificate lists the payments just made. promo@ and buyer@ are the demo school's newcomers for this.
 */

test.describe.configure({ mode: 'serial' });

/** On the sandbox provider's page: checks the sum, then pays. */
async function payInSandbox(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/api\/public\/payments\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(amount);
  await page.getByRole('button', { name: 'Оплатить' }).click();
}

test('a newcomer sees the registration offer at its real price; a learner with an earlier purchase does not see it', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'buyer@demo.school');
  await page.goto('/lms/dashboard');
  await expect(page.getByTestId('registration-offer-card')).toContainText('Скидка 10 % на первый пакет');
  await page.goto('/lms/pay');
  const offer = page.getByTestId('registration-offer');
  await expect(offer.getByTestId('offer-50m_v4-32').getByTestId('offer-price')).toHaveAttribute('data-price', '25632');

  // Leave the page first: its bell would otherwise ask for the notifications of a session that is gone.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInByApi(page, 'student@demo.school');
  await page.goto('/lms/dashboard');
  await expect(page.getByTestId('learner-dashboard')).toBeVisible();
  await expect(page.getByTestId('registration-offer-card')).toHaveCount(0);
  await page.goto('/lms/pay');
  await expect(page.getByTestId('package-cards')).toBeVisible();
  await expect(page.getByTestId('registration-offer')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a learner buys the IT course from its locked page in the sandbox and the course opens', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'buyer@demo.school');
  await page.goto('/lms/courses/it');
  const locked = page.getByTestId('course-no-access');
  await expect(locked.getByRole('heading', { name: 'У вас нет доступа к этому курсу' })).toBeVisible();
  const card = locked.getByTestId('course-card');
  await expect(card).toContainText('5 разделов: 52 урока для самостоятельных занятий на платформе');
  await expect(card).toContainText('13 уроков с преподавателем по 50 минут');
  await expect(card).toContainText('Доступ к платформе: 6 месяцев с оплаты');
  await expect(card.getByTestId('pay-installment')).toHaveCount(0);
  await card.getByRole('button', { name: 'Купить курс' }).click();

  await payInSandbox(page, '12 900 ₽');
  await expect(page).toHaveURL(/\/lms\/courses\/it\?paymentStatus=success$/);
  const popup = page.getByRole('dialog', { name: 'Оплата прошла успешно' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByTestId('it-course')).toBeVisible();
  await expect(page.getByTestId('it-unit')).toHaveCount(5);
  await expect(page.getByTestId('course-no-access')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a learner who signed up with a promo code pays the discounted price on the first package and the full price on the second', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'promo@demo.school');
  await page.goto('/lms/pay');
  await expect(page.getByTestId('promo-code')).toContainText('Промокод FIRSTSTEP: скидка 10 % на первую покупку');
  const first = page.getByTestId('package-50m_v4-32');
  await expect(first.getByTestId('package-price')).toHaveAttribute('data-price', '25632');
  await first.getByRole('button', { name: 'Купить 32 урока' }).click();
  await payInSandbox(page, '25 632 ₽');
  await expect(page).toHaveURL(/\/lms\/dashboard\?paymentStatus=success$/);
  await page.keyboard.press('Escape');

  // The code was for the first purchase: the second package costs its regular price.
  await page.goto('/lms/pay');
  const second = page.getByTestId('package-50m_v4-32');
  await expect(second.getByTestId('package-price')).toHaveAttribute('data-price', '28480');
  await expect(page.getByTestId('promo-code')).not.toContainText('FIRSTSTEP');
  await second.getByRole('button', { name: 'Купить 32 урока' }).click();
  await payInSandbox(page, '28 480 ₽');
  await expect(page).toHaveURL(/\/lms\/dashboard\?paymentStatus=success$/);
  // The purchase page asks once more about the sign-up code, spent now: the server refuses it (400) and the
  // page shows the regular price, as checked above. Nothing else may go wrong.
  expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
  expect(problems.length).toBeLessThanOrEqual(1);
});

test('the tax-deduction certificate of the current year lists the payments just made', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'promo@demo.school');
  await page.goto('/lms/payments');
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('28 480');
  await expect(rows.nth(1)).toContainText('промокод FIRSTSTEP');
  await expect(rows.nth(0).getByRole('link', { name: 'Чек об оплате' })).toBeVisible();

  const form = page.getByTestId('tax-certificate');
  await form.getByLabel(/ФИО плательщика/).fill('Промокодова Полина Андреевна');
  await form.getByLabel(/ФИО обучающегося/).fill('Промокодова Полина Андреевна');
  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Скачать справку (PDF)' }).click();
  const download = await downloading;
  const parser = new PDFParse({ data: new Uint8Array(await readFile((await download.path())!)) });
  const { text } = await parser.getText();
  await parser.destroy();
  expect(text).toContain('Справка об оплате образовательных услуг');
  expect(text).toContain(`за ${new Date().getFullYear()} год`);
  expect(text).toContain('Промокодова Полина Андреевна');
  expect(text).toContain('Лицензия на образовательную деятельность');
  expect(text).toContain('25 632 руб.');
  expect(text).toContain('28 480 руб.');
  expect(text).toContain('54 112 руб.');
  expect(problems).toEqual([]);
});
