import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeLearner, renderWithApp, stubFetch } from '@school/shared/testing';
import { PaymentStatusPopup } from './payment-status-popup';

afterEach(() => vi.unstubAllGlobals());

describe('payment popups on the dashboard', () => {
  it('shows nothing without paymentStatus', () => {
    renderWithApp(<PaymentStatusPopup />, { user: makeLearner(), at: '/lms/dashboard', showLocation: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('success: says so, takes a rating, and closing removes the parameter', async () => {
    const { calls } = stubFetch(() => json({ ok: true }));
    renderWithApp(<PaymentStatusPopup />, { user: makeLearner(), at: '/lms/dashboard?paymentStatus=success&tab=1', showLocation: true });
    const dialog = screen.getByRole('dialog', { name: 'Оплата прошла успешно' });
    expect(dialog.textContent).toContain('Оцените, пожалуйста, насколько удобно было оплачивать');
    await userEvent.click(screen.getByRole('button', { name: '5 из 5' }));
    await screen.findByText('Спасибо за оценку!');
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/data/payments.rate']);
    expect(await calls[0]!.json()).toEqual({ rating: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/lms/dashboard?tab=1');
  });

  it('any other value: the failure popup with «Связаться с нами»; Escape closes it', async () => {
    renderWithApp(<PaymentStatusPopup />, { user: makeLearner(), at: '/lms/dashboard?paymentStatus=fail', showLocation: true });
    const dialog = screen.getByRole('dialog', { name: 'Что-то пошло не так' });
    expect(dialog.textContent).toContain('Платёж не прошёл');
    expect(screen.getByRole('link', { name: 'Связаться с нами' }).getAttribute('href')).toMatch(/^mailto:hello@school\.example\?subject=/);
    expect(screen.getByRole('link', { name: 'Попробовать ещё раз' }).getAttribute('href')).toBe('/lms/pay');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/lms/dashboard');
  });

  it('an unexpected value is a failure too', () => {
    renderWithApp(<PaymentStatusPopup />, { user: makeLearner(), at: '/lms/dashboard?paymentStatus=pending', showLocation: true });
    expect(screen.getByRole('dialog', { name: 'Что-то пошло не так' })).toBeTruthy();
  });
});
