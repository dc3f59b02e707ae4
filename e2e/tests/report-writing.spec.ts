import { expect, test, type Page } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

/** 'dd.mm.yyyy' and 'hh:mm' of a moment in the browser's time zone (Europe/Moscow). */
function moscow(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.day}.${parts.month}.${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

async function openNewReport(page: Page, path: string) {
  await page.goto(path);
  const area = page.getByTestId('add-report');
  await area.getByRole('button', { name: /Добавить (ещё один )?отчёт/ }).click();
  const dialog = page.getByTestId('new-report-dialog');
  await expect(dialog.getByTestId('report-form')).toBeVisible();
  return dialog;
}

/** Only the newest report is open; a report written by a parallel journey may be newer than this one. */
async function expandReport(card: ReturnType<Page['getByTestId']>) {
  if ((await card.getAttribute('data-expanded')) === 'false') await card.getByTestId('report-toggle').click();
  await expect(card).toHaveAttribute('data-expanded', 'true');
}

async function setDate(dialog: ReturnType<Page['getByTestId']>, when: { date: string; time: string }) {
  await dialog.getByLabel('Дата занятия').fill(when.date);
  await dialog.getByLabel('Время начала').fill(when.time);
}

async function addHomeworkItem(page: Page, dialog: ReturnType<Page['getByTestId']>, header: string, body = '') {
  await dialog.getByRole('button', { name: 'Добавить задание' }).first().click();
  const itemDialog = page.getByTestId('new-homework-item');
  await itemDialog.getByLabel('Ссылка или заголовок задания').fill(header);
  if (body) await itemDialog.getByLabel('Описание задания').fill(body);
  await itemDialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(itemDialog).toBeHidden();
}

test('a teacher writes a report with homework and a video, and the student sees it', async ({ page, browser }) => {
  const problems = watchConsole(page);
  // A topic of its own: other journeys write reports for the same student at the same time.
  const topic = `Видеоурок: Present Perfect ${Date.now().toString(36)}`;
  await signInByApi(page, 'teacher@demo.school');
  const dialog = await openNewReport(page, '/lms/students/9');
  await setDate(dialog, moscow(new Date(Date.now() - 3_600_000)));
  await dialog.getByLabel('Тема урока').fill(topic);
  await dialog.getByLabel('Что прошли на уроке').fill('Разобрали опыт и достижения, см. www.bbc.co.uk/learningenglish');
  await dialog.getByLabel('Заметки для методиста').fill('Заметка только для школы');
  await dialog.getByLabel('Заголовок раздела').fill('Домашнее задание к пятнице');

  await dialog.getByRole('button', { name: 'Добавить задание' }).click();
  const itemDialog = page.getByTestId('new-homework-item');
  await itemDialog.getByLabel('Ссылка или заголовок задания').fill('Посмотреть https://www.ted.com/talks');
  await expect(itemDialog.getByText('Ошибка! Допускается либо одна ссылка (без пробелов), либо заголовок')).toBeVisible();
  await expect(itemDialog.getByRole('button', { name: 'Добавить', exact: true })).toBeDisabled();
  await itemDialog.getByRole('button', { name: 'Отмена' }).click();
  await addHomeworkItem(page, dialog, 'https://school.example/lms/lessons/B1-12', 'Повторить теорию');
  await addHomeworkItem(page, dialog, '**Написать** пять предложений');

  const video = Buffer.alloc(64 * 1024, 7);
  await dialog.getByTestId('video-input').setInputFiles({ name: 'urok.mp4', mimeType: 'video/mp4', buffer: video });
  await expect(dialog.getByTestId('video-attached')).toHaveText('Видео загружено: urok.mp4');

  await dialog.getByRole('button', { name: 'Сохранить отчёт' }).click();
  await expect(page.getByTestId('add-report').getByText('Отчет добавлен!')).toBeVisible();
  await expect(page.getByTestId('new-report-dialog')).toBeHidden();

  const card = page.getByTestId('report-card').filter({ hasText: topic });
  await expect(card).toBeVisible();
  await expandReport(card);
  await expect(card.getByTestId('lesson-card')).toHaveAttribute('href', '/lms/lessons/B1-12');
  await expect(card.getByRole('link', { name: /www\.bbc\.co\.uk/ })).toHaveAttribute('target', '_blank');
  await expect(card.locator('strong', { hasText: 'Написать' })).toBeVisible();
  const src = await card.getByTestId('report-video').getAttribute('src');
  const played = await page.request.get(src!, { headers: { range: 'bytes=0-1023' } });
  expect(played.status()).toBe(206);
  expect((await played.body()).length).toBe(1024);

  // The student sees the report, without the field hidden from students.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInByApi(studentPage, 'student@demo.school');
  await studentPage.goto('/lms/students/9');
  const seen = studentPage.getByTestId('report-card').filter({ hasText: topic });
  await expect(seen).toBeVisible();
  await expandReport(seen);
  await expect(seen.getByTestId('lesson-card')).toBeVisible();
  await expect(seen.getByTestId('report-video')).toBeVisible();
  await expect(seen.getByText('Заметка только для школы')).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  await expect(studentPage.getByTestId('add-report')).toHaveCount(0);
  await studentContext.close();
  expect(problems).toEqual([]);
});

test('a lesson more than 24 hours ago asks to confirm its date; declining cancels', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  const dialog = await openNewReport(page, '/lms/students/12');
  const yesterday = moscow(new Date(Date.now() - 86_400_000));
  await expect(dialog.getByLabel('Дата занятия')).toHaveValue(yesterday.date);
  await expect(dialog.getByLabel('Время начала')).toHaveValue('00:00');
  await dialog.getByLabel('Тема урока').fill('Урок позавчерашнего дня');
  await dialog.getByRole('button', { name: 'Сохранить отчёт' }).click();

  const confirm = page.getByRole('dialog', { name: 'Подтвердите дату урока' });
  await expect(confirm).toContainText(`${yesterday.date} в 00:00`);
  await confirm.getByRole('button', { name: 'Нет, исправить дату' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel('Тема урока')).toHaveValue('Урок позавчерашнего дня');
  await expect(page.getByTestId('new-report-dialog')).toBeVisible();

  await dialog.getByRole('button', { name: 'Сохранить отчёт' }).click();
  await page.getByRole('dialog', { name: 'Подтвердите дату урока' }).getByRole('button', { name: 'Да, урок прошёл в этот день' }).click();
  await expect(page.getByText('Отчет добавлен!')).toBeVisible();
  await expect(page.getByTestId('report-card').filter({ hasText: 'Урок позавчерашнего дня' })).toBeVisible();
  // Added, then edit again.
  await page.getByRole('button', { name: 'Добавить ещё один отчёт' }).click();
  await expect(page.getByTestId('new-report-dialog').getByLabel('Тема урока')).toHaveValue('');
});

test('a draft survives a reload, and a failed save keeps everything typed', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  let dialog = await openNewReport(page, '/lms/students/12');
  await dialog.getByLabel('Тема урока').fill('Черновик после перезагрузки');
  await dialog.getByLabel('Заголовок раздела').fill('Раздел черновика');
  await addHomeworkItem(page, dialog, 'Выучить десять слов');
  await page.reload();

  dialog = await openNewReport(page, '/lms/students/12');
  await expect(dialog.getByText('Восстановлен несохранённый черновик.')).toBeVisible();
  await expect(dialog.getByLabel('Тема урока')).toHaveValue('Черновик после перезагрузки');
  await expect(dialog.getByLabel('Заголовок раздела')).toHaveValue('Раздел черновика');
  await expect(dialog.getByTestId('homework-item-header')).toHaveValue('Выучить десять слов');

  // The server fails: the message shows, nothing typed is lost.
  await page.route('**/api/data/reports.createStudentReport', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Сбой' }] }) }),
  );
  await setDate(dialog, moscow(new Date(Date.now() - 2 * 3_600_000)));
  await dialog.getByRole('button', { name: 'Сохранить отчёт' }).click();
  await expect(dialog.getByTestId('report-form-error')).toHaveText('Ошибка! Пожалуйста, попробуйте позже. Ошибка = 500.');
  await expect(dialog.getByLabel('Тема урока')).toHaveValue('Черновик после перезагрузки');
  await expect(dialog.getByTestId('homework-item-header')).toHaveValue('Выучить десять слов');

  await page.unroute('**/api/data/reports.createStudentReport');
  await dialog.getByRole('button', { name: 'Сохранить отчёт' }).click();
  await expect(page.getByText('Отчет добавлен!')).toBeVisible();
  // After a successful create the draft is gone.
  await page.reload();
  dialog = await openNewReport(page, '/lms/students/12');
  await expect(dialog.getByLabel('Тема урока')).toHaveValue('');
  await expect(dialog.getByText('Восстановлен несохранённый черновик.')).toHaveCount(0);
});

test('a group report takes each student’s attendance', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  const dialog = await openNewReport(page, '/lms/student-groups/1');
  await setDate(dialog, moscow(new Date(Date.now() - 3_600_000)));
  await expect(dialog.getByLabel('Формат урока').locator('option')).toHaveText(['Групповое занятие, 60 минут', 'Групповое занятие, 90 минут']);
  const attendance = dialog.getByTestId('attendance').getByRole('checkbox');
  const absent = (await dialog.getByTestId('attendance').locator('label').first().textContent())!.trim();
  await attendance.first().uncheck();
  await dialog.getByLabel('Тема урока').fill('Групповой small talk');
  await dialog.getByRole('button', { name: 'Сохранить отчёт' }).click();
  await expect(page.getByText('Отчет добавлен!')).toBeVisible();
  const card = page.getByTestId('report-card').filter({ hasText: 'Групповой small talk' });
  const present = card.getByRole('region', { name: 'Присутствовали' });
  await expect(present.getByRole('link').first()).toHaveAttribute('href', /\/lms\/students\/\d+/);
  await expect(present.getByText(absent)).toHaveCount(0);
});
