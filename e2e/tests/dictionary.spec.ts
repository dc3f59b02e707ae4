import { expect, test, type Page } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';
import { lessonContent, levels } from './learner-content';
import { studentTabs } from './teacher-helpers';

function wordRow(page: Page, word: string) {
  return page.getByTestId('dictionary-word').filter({ has: page.getByText(word, { exact: true }) });
}

/** The unapproved-words badge of the student page's dictionary tab (0 when it shows none). */
async function badgeCount(page: Page): Promise<number> {
  const tab = studentTabs(page).getByRole('link', { name: /^Словарь/ });
  await expect(tab).toBeVisible();
  const text = (await tab.textContent()) ?? '';
  const match = /(\d+)\s*$/.exec(text);
  return match ? Number(match[1]) : 0;
}

/** A lesson of the first level whose only-new drilling contains a word of its key vocabulary. */
function lessonWithMetWords(): { id: string; vocabulary: string[] } {
  const level = levels()[0]!;
  const words = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .replace(/[^a-z' -]/g, ' ')
      .replace(/\s+/g, ' ')} `;
  for (const lesson of level.lessons) {
    const onlyNew = lesson.materials.filter((m) => m.type === 'speechdrilling' && m.subtype === 'only-new' && m.tags.includes('general')).map((m) => m.id);
    if (onlyNew.length === 0) continue;
    let content;
    try {
      content = lessonContent(level.group, lesson.id);
    } catch {
      continue;
    }
    const sentences = content.materials.filter((m) => onlyNew.includes(m.id)).flatMap((m) => m.sentences ?? []);
    const met = content.plan.vocabulary
      .map((v) => v.en)
      .filter((en) => /^[a-z ]+$/i.test(en) && sentences.some((s) => s.en.split('/').some((alt) => words(alt).includes(` ${en.toLowerCase()} `))));
    if (met.length > 0) return { id: lesson.id, vocabulary: content.plan.vocabulary.map((v) => v.en) };
  }
  throw new Error('No lesson of the first level meets its vocabulary in its drilling');
}

test.describe('dictionary', () => {
  test('a student adds, edits and removes words; bad input gets a clear message and nothing typed is lost', async ({ page }) => {
    const problems = watchConsole(page);
    await signInByApi(page, 'student@demo.school');
    await page.goto('/lms/dictionary');
    await expect(page.getByRole('heading', { level: 1, name: 'Словарь' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Мои слова' })).toHaveAttribute('aria-current', 'page');
    const form = page.getByTestId('add-word-form');
    const word = form.getByLabel('Слово или выражение');
    const translation = form.getByLabel('Перевод');

    await form.getByRole('button', { name: 'Добавить' }).click();
    await expect(form.getByText('Введите слово или выражение')).toBeVisible();
    await expect(form.getByText('Введите перевод')).toBeVisible();

    await word.fill('a'.repeat(101));
    await expect(form.getByText('Слово или выражение — не длиннее 100 символов')).toBeVisible();

    // A word of the dictionary (another spelling of case) is refused before anything is sent.
    await word.fill('DEADLINE');
    await translation.fill('срок');
    await expect(form.getByText('Это слово уже есть в вашем словаре')).toBeVisible();
    await form.getByRole('button', { name: 'Добавить' }).click();
    await expect(word).toHaveValue('DEADLINE');
    await expect(translation).toHaveValue('срок');

    await word.fill('to keep in touch');
    await translation.fill('поддерживать связь');
    await form.getByLabel('Пример').fill("Let's keep in touch after the course.");
    await form.getByRole('button', { name: 'Добавить' }).click();
    await expect(page.getByText('Слово добавлено')).toBeVisible();
    await expect(word).toHaveValue('');
    const row = wordRow(page, 'to keep in touch');
    await expect(row).toContainText('поддерживать связь');
    await expect(row).toContainText('Ждёт проверки');

    await row.getByRole('button', { name: 'Изменить: to keep in touch' }).click();
    const editing = page.getByTestId('dictionary-word').filter({ has: page.getByRole('button', { name: 'Сохранить' }) });
    await editing.getByLabel('Перевод').fill('оставаться на связи');
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(wordRow(page, 'to keep in touch')).toContainText('оставаться на связи');

    await wordRow(page, 'to keep in touch').getByRole('button', { name: 'Удалить: to keep in touch' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Слово удалено')).toBeVisible();
    await expect(wordRow(page, 'to keep in touch')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('words met in a lesson training arrive in «Слова из упражнений» with their lesson', async ({ page }) => {
    const lesson = lessonWithMetWords();
    // A learner whose dictionary no other journey counts.
    await signInByApi(page, 'teen@demo.school');
    await page.goto(`/lms/lessons/${lesson.id}/training-sentences`);
    const training = page.getByTestId('sentence-training');
    await expect(training).toBeVisible();
    for (let i = 0; i < 80; i++) {
      const again = training.getByRole('button', { name: 'Пройти ещё раз' });
      if (await again.isVisible()) break;
      await training.getByRole('button', { name: 'Показать ответ' }).click();
      await training.getByRole('button', { name: 'Дальше' }).click();
    }
    const arrived = page.getByTestId('words-arrived');
    await expect(arrived).toContainText('В словарь (слова из упражнений): ');
    // The words that arrived are words of the lesson's key vocabulary.
    const words = ((await arrived.textContent()) ?? '').split(': ')[1]!.split(', ');
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(lesson.vocabulary).toContain(word);

    await page.goto('/lms/dictionary/from-exercises');
    await expect(page.getByRole('link', { name: 'Слова из упражнений' })).toHaveAttribute('aria-current', 'page');
    const row = wordRow(page, words[0]!);
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: `Урок ${lesson.id}` })).toHaveAttribute('href', `/lms/lessons/${lesson.id}`);
    await expect(row).toContainText('Ждёт проверки');
  });

  test("the teacher's approval marks the word and the badge follows", async ({ page }) => {
    await signInByApi(page, 'teacher@demo.school');
    await page.goto('/lms/students/9/dictionary');
    // The badge counts the words waiting for the teacher, as the tab lists them.
    await expect(page.getByTestId('word-row').first()).toBeVisible();
    const before = await page.getByTestId('word-row').filter({ hasText: 'Ждёт проверки' }).count();
    await expect.poll(() => badgeCount(page)).toBe(before);

    await signInByApi(page, 'student@demo.school');
    await page.goto('/lms/dictionary');
    const form = page.getByTestId('add-word-form');
    await form.getByLabel('Слово или выражение').fill('to wrap up');
    await form.getByLabel('Перевод').fill('подвести итог, завершить');
    await form.getByRole('button', { name: 'Добавить' }).click();
    await expect(wordRow(page, 'to wrap up')).toContainText('Ждёт проверки');

    await signInByApi(page, 'teacher@demo.school');
    await page.goto('/lms/students/9/dictionary');
    await expect.poll(() => badgeCount(page)).toBe(before + 1);
    const teacherRow = page.getByTestId('word-row').filter({ hasText: 'to wrap up' });
    await teacherRow.getByRole('button', { name: 'Одобрить: to wrap up' }).click();
    await expect(teacherRow).toContainText('Одобрено');
    await expect.poll(() => badgeCount(page)).toBe(before);

    await signInByApi(page, 'student@demo.school');
    await page.goto('/lms/dictionary');
    await expect(wordRow(page, 'to wrap up')).toContainText('Проверено преподавателем');
  });
});
