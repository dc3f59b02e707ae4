import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@school/shared/api';
import type { UserVariable } from '@school/shared/schemas';
import { json, makeLearner, renderWithApp, stubFetch } from '@school/shared/testing';
import { useStudentTransactions } from '../api/user-variables';
import { OnboardingGate } from './onboarding-gate';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The calls of the gate: the variables, the purchases, the plans of the offer step; saves are recorded. */
function stubCalls(variables: UserVariable[] | 'pending' | 'error', transactions: 'ok' | 'error' = 'ok') {
  const saved: unknown[] = [];
  const calls = stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/users.getVariables')) {
      if (variables === 'pending') return new Promise<Response>(() => undefined);
      if (variables === 'error') return json({ errors: [{ message: 'refused' }] }, 403);
      return json(variables);
    }
    if (url.pathname.endsWith('/students.getTransactions')) return transactions === 'error' ? json({ errors: [] }, 401) : json([]);
    if (url.pathname.endsWith('/users.updateVariables')) {
      saved.push(await request.json());
      return json({ ok: true });
    }
    if (url.pathname.endsWith('/public/subscription-plans')) return json([]);
    return json({ errors: [{ message: 'not stubbed' }] }, 404);
  });
  return { saved, calls };
}

const dashboard = <p>Главная ученика</p>;

describe('onboarding gate', () => {
  it('shows a loader while the variables load', async () => {
    stubCalls('pending');
    renderWithApp(<OnboardingGate>{dashboard}</OnboardingGate>, { user: makeLearner({ id: 13, abTestGroup: 1 }) });
    expect(await screen.findByText('Загружаем ваш кабинет…')).toBeTruthy();
    expect(screen.queryByText('Главная ученика')).toBeNull();
  });

  it('shows the dashboard when reading the variables fails', async () => {
    stubCalls('error');
    renderWithApp(<OnboardingGate>{dashboard}</OnboardingGate>, { user: makeLearner({ id: 13, abTestGroup: 1 }) });
    expect(await screen.findByText('Главная ученика')).toBeTruthy();
  });

  it('shows the dashboard once when the purchases are refused (a revoked session), though the dashboard asks for them again', async () => {
    const {
      calls: { calls },
    } = stubCalls([], 'error');
    let client: QueryClient | null = null;
    function Purchases() {
      client = useQueryClient();
      const transactions = useStudentTransactions();
      return <p>{transactions.isError ? 'Покупки не загрузились' : 'Покупки…'}</p>;
    }
    renderWithApp(
      <OnboardingGate>
        <Purchases />
      </OnboardingGate>,
      { user: makeLearner({ id: 10, abTestGroup: 2 }) },
    );
    expect(await screen.findByText('Покупки не загрузились')).toBeTruthy();
    // Both reads answered (the gate's and the dashboard's), and nothing is being asked: a page that asked
    // per render would be asking again.
    await waitFor(() => {
      expect(client!.getQueryState(queryKeys.procedure('students.getTransactions', { studentId: 'me' }))?.errorUpdateCount).toBeGreaterThanOrEqual(2);
      expect(client!.isFetching()).toBe(0);
    });
    const asked = calls.filter((request) => new URL(request.url).pathname.endsWith('/students.getTransactions')).length;
    // The gate's read and the dashboard's one more (a 401 is not retried): not a request per render.
    expect(asked).toBeLessThanOrEqual(2);
    expect(screen.getByText('Покупки не загрузились')).toBeTruthy();
  });

  it('shows the dashboard to group 2 and the chat to group 1, which saves each answer as mainWizard', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubCalls([]);
    const first = renderWithApp(<OnboardingGate>{dashboard}</OnboardingGate>, { user: makeLearner({ id: 10, abTestGroup: 2 }) });
    expect(await screen.findByText('Главная ученика')).toBeTruthy();
    first.unmount();

    const { saved } = stubCalls([]);
    renderWithApp(<OnboardingGate>{dashboard}</OnboardingGate>, { user: makeLearner({ id: 13, abTestGroup: 1 }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Начать' }));
    expect(await screen.findByRole('heading', { name: 'Зачем вам английский?' })).toBeTruthy();
    expect(saved).toEqual([{ variables: [{ key: 'mainWizard', value: [expect.objectContaining({ id: 'initial', answers: {} })] }] }]);

    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Для путешествий' }));
    await user.click(save);
    await screen.findByRole('heading', { name: 'Какой результат вам нужен?' });
    const last = saved.at(-1) as { variables: { value: { id: string; answers: Record<string, boolean> }[] }[] };
    expect(last.variables[0]!.value.map((s) => s.id)).toEqual(['initial', 'reason']);
    expect(last.variables[0]!.value[1]!.answers.travel).toBe(true);
    expect(screen.getByText('Анкета заполнена на 50 %')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Закрыть анкету' }));
    await waitFor(() => expect(saved.at(-1)).toEqual({ variables: [{ key: 'isShowWizard', value: false }] }));
  });
});
