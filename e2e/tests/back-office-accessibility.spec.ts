import { expect, test } from '@playwright/test';
import { signInByApi } from './helpers';
import { type PageToCheck, expectAccessibleAndFitting } from './accessibility-helpers';

/** The account pages and the back office: no serious axe finding, nothing wider than a phone or a laptop screen. */
const pages: PageToCheck[] = [
  { path: '/signup', ready: (page) => expect(page.getByTestId('signup-form')).toBeVisible() },
  { path: '/forgot-password', ready: (page) => expect(page.getByRole('button', { name: 'Прислать ссылку' })).toBeVisible() },
  { path: '/set-password', ready: (page) => expect(page.getByTestId('link-failed')).toBeVisible() },
  { path: '/lms/admin/people', as: 'manager@demo.school', ready: (page) => expect(page.getByTestId('person-row').first()).toBeVisible() },
  {
    path: '/lms/admin/people/9',
    as: 'admin@demo.school',
    ready: (page) => expect(page.getByTestId('ledger').or(page.getByText('Изменений пока не было.'))).toBeVisible(),
  },
  { path: '/lms/admin/groups/1', as: 'manager@demo.school', ready: (page) => expect(page.getByTestId('group-editor')).toBeVisible() },
  { path: '/lms/admin/companies/1', as: 'manager@demo.school', ready: (page) => expect(page.getByTestId('company-hr')).toBeVisible() },
  { path: '/lms/admin/audit', as: 'admin@demo.school', ready: (page) => expect(page.getByTestId('audit-row').first()).toBeVisible() },
  { path: '/lms/admin/mail', as: 'admin@demo.school', ready: (page) => expect(page.getByTestId('admin-mail')).toBeVisible() },
  { path: '/lms/admin/promo-codes', as: 'admin@demo.school', ready: (page) => expect(page.getByTestId('promo-code-row').first()).toBeVisible() },
];

for (const width of [1366, 375]) {
  for (const entry of pages) {
    test(`${entry.path}${entry.as ? ` (${entry.as})` : ''} at ${width} px has no serious accessibility problem and fits the screen`, ({ page }) =>
      expectAccessibleAndFitting(page, entry, width));
  }
}

test('client managers do not see the audit log, the mail or the promo codes, and teachers reach no part of the back office', async ({ page }) => {
  await signInByApi(page, 'manager@demo.school');
  await page.goto('/lms/admin');
  await expect(page).toHaveURL(/\/lms\/admin\/people$/);
  await expect(page.getByRole('link', { name: 'Журнал' })).toHaveCount(0);
  await page.goto('/lms/admin/audit');
  await expect(page.getByText('Этот раздел доступен только администраторам.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Промокоды' })).toHaveCount(0);
  await page.goto('/lms/admin/promo-codes');
  await expect(page.getByText('Этот раздел доступен только администраторам.')).toBeVisible();
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/admin/people');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
});
