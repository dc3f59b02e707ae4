import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeTeacher, renderWithApp, stubFetch } from '@school/shared/testing';
import { PromoCodesPage } from './promo-codes-page';

const admin = makeTeacher({ roleId: 'user', isAdmin: true, isTeacher: false });
const config = { linguoPortraitFields: [], subscriptionPlans: [{ id: '50m_v4', name: 'Уроки по 50 минут' }], studentStatuses: [] };
const saved = {
  id: 1,
  code: 'SPRING',
  discountPercent: 10,
  discountRubles: null,
  planIds: ['50m_v4'],
  transactionTypeIds: [],
  firstPurchaseOnly: true,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  uses: 2,
  active: true,
  comment: 'Весенняя рассылка',
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** The calls of the page: the list, the configuration and the plans' packages; `list` answers the list. */
function answer(list: () => Response, create?: () => Response) {
  return stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/promoCodes.list')) return list();
    if (url.pathname.endsWith('/promoCodes.create') && create) return create();
    if (url.pathname.endsWith('/server/config')) return json(config);
    if (url.pathname.endsWith('/public/subscription-plans')) return json([]);
    return json({ errors: [{ message: 'не ждали' }] }, 500);
  });
}

describe('the back office’s promo codes', () => {
  it('says there are none yet, and offers to create one', async () => {
    answer(() => json([]));
    renderWithApp(<PromoCodesPage />, { user: admin });
    expect(await screen.findByText(/Промокодов пока нет/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Создать промокод' })).toBeTruthy();
  });

  it('says the list did not load, and loads it again on «Повторить»', async () => {
    let failed = false;
    answer(() => {
      if (failed) return json([saved]);
      failed = true;
      return json({ errors: [{ message: 'Нет доступа.' }] }, 403);
    });
    renderWithApp(<PromoCodesPage />, { user: admin });
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Не удалось загрузить промокоды.');
    await userEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
    const row = await screen.findByTestId('promo-code-row');
    expect(row.textContent).toContain('SPRING');
    expect(row.textContent).toContain('Уроки по 50 минут');
    expect(within(row).getByTestId('promo-code-uses').textContent).toBe('2 раза, без ограничения');
    expect(within(row).getByTestId('promo-code-state').textContent).toBe('Действует');
  });

  it('keeps the typed code when the server refuses it, and shows why at the field', async () => {
    answer(
      () => json([saved]),
      () => json({ errors: [{ message: 'Промокод с таким названием уже есть.', field: 'code' }] }, 409),
    );
    renderWithApp(<PromoCodesPage />, { user: admin });
    await screen.findByTestId('promo-code-row');
    await userEvent.click(screen.getByRole('button', { name: 'Создать промокод' }));
    const dialog = screen.getByTestId('promo-code-dialog');
    await userEvent.type(within(dialog).getByLabelText('Промокод'), 'spring');
    await userEvent.type(within(dialog).getByLabelText('Скидка, %'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать промокод' }));
    expect(await within(dialog).findByText('Промокод с таким названием уже есть.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Промокод') as HTMLInputElement).value).toBe('spring');
    expect((within(dialog).getByLabelText('Скидка, %') as HTMLInputElement).value).toBe('20');
  });
});
