import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys } from '@school/shared/api';
import type { OnboardingStep, UserVariable } from '@school/shared/schemas';
import { json, stubFetch } from '@school/shared/testing';
import { useSaveOnboardingAnswers, useSaveUserVariables } from './user-variables';

const key = queryKeys.procedure('users.getVariables', {});
const answered: OnboardingStep[] = [
  {
    id: 'reason',
    type: 'single choice',
    title: 'Зачем',
    subtitle: '',
    question: 'Зачем вам английский?',
    options: [{ id: 'work', phrase: 'Для работы' }],
    answers: { work: true },
  },
];

function setup(variables: UserVariable[]) {
  const client = createQueryClient();
  client.setQueryData(key, variables);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

afterEach(() => vi.unstubAllGlobals());

describe('onboarding mutations own the saved variables in the cache', () => {
  it('saved chat answers replace mainWizard in the cached variables, the others stay', async () => {
    stubFetch(() => json({ ok: true }));
    const { client, wrapper } = setup([
      { key: 'isShowWizard', value: true },
      { key: 'mainWizard', value: [] },
    ]);
    const { result } = renderHook(() => useSaveOnboardingAnswers(), { wrapper });

    await act(() => result.current.mutateAsync({ variables: [{ key: 'mainWizard', value: answered }] }));

    expect(client.getQueryData<UserVariable[]>(key)).toEqual([
      { key: 'isShowWizard', value: true },
      { key: 'mainWizard', value: answered },
    ]);
  });

  it('answers that fail to save leave the cached variables as they were', async () => {
    stubFetch(() => json({ errors: [{ message: 'Ошибка' }] }, 500));
    const { client, wrapper } = setup([{ key: 'mainWizard', value: [] }]);
    const { result } = renderHook(() => useSaveOnboardingAnswers(), { wrapper });

    await act(() => result.current.mutateAsync({ variables: [{ key: 'mainWizard', value: answered }] }).catch(() => undefined));

    expect(client.getQueryData<UserVariable[]>(key)).toEqual([{ key: 'mainWizard', value: [] }]);
  });

  it('closing the wizard reloads the variables', async () => {
    stubFetch(() => json({ ok: true }));
    const { client, wrapper } = setup([{ key: 'isShowWizard', value: true }]);
    const { result } = renderHook(() => useSaveUserVariables({ reload: true }), { wrapper });

    await act(() => result.current.mutateAsync({ variables: [{ key: 'isShowWizard', value: false }] }));

    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
