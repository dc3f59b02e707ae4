import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEVEL_TEST_QUESTIONS } from '@school/shared/domain';
import { json, makeLearner, renderWithApp, stubFetch } from '@school/shared/testing';
import { LevelTestPage } from './level-test-page';

afterEach(() => vi.unstubAllGlobals());

const byId = new Map(LEVEL_TEST_QUESTIONS.map((q) => [q.id, q]));

/** Answers the question on screen: right while `right(level)` says so. */
async function answerQuestions(user: ReturnType<typeof userEvent.setup>, right: (level: string) => boolean) {
  for (;;) {
    const form = screen.queryByTestId('level-test-question');
    if (!form) return;
    const question = byId.get(form.getAttribute('data-question')!)!;
    const option = right(question.level) ? question.answer : (question.answer + 1) % question.options.length;
    await user.click(within(form).getByRole('radio', { name: question.options[option] }));
    await user.click(within(form).getByRole('button', { name: 'Ответить' }));
  }
}

describe('the level test page', () => {
  it("runs section by section, ends at the first section not passed and stores a learner's result", async () => {
    const { calls } = stubFetch((request) =>
      request.url.includes('levelTest.saveResult')
        ? json({ level: 'A2', programId: 'A2+', correct: 14, answered: 21, sections: [], createdAt: '2026-03-01T10:00:00.000Z' })
        : json({}),
    );
    const user = userEvent.setup();
    renderWithApp(<LevelTestPage />, { user: makeLearner() });
    await user.click(screen.getByRole('button', { name: 'Начать тест' }));
    expect(screen.getByText('Раздел A1 · Вопрос 1 из 7')).toBeTruthy();
    await answerQuestions(user, (level) => level === 'A1' || level === 'A2');

    const result = screen.getByTestId('level-test-result');
    expect(within(result).getByTestId('level-test-level').textContent).toBe('A2 — элементарный');
    expect(within(result).getByTestId('level-test-program').textContent).toBe('A2+ «Для тех, кто забыл»');
    expect(within(result).getByText('Правильных ответов: 14 из 21')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Результат сохранён в вашем профиле/)).toBeTruthy());
    const saved = calls.filter((c) => c.url.includes('levelTest.saveResult'));
    expect(saved).toHaveLength(1);
    const { answers } = (await saved[0]!.json()) as { answers: Record<string, number> };
    expect(Object.keys(answers)).toHaveLength(21);
    // A learner is not offered the free lesson.
    expect(screen.queryByTestId('lead-form')).toBeNull();
  });
});
