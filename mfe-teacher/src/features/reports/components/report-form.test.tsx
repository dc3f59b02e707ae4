import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report, ReportFullType } from '@school/shared/schemas';
import { json, makeTeacher, renderWithApp, stubFetch } from '@school/shared/testing';
import type { ReportTarget } from '../model/report-form';
import { ReportForm } from './report-form';

const formats: ReportFullType[] = [
  {
    id: 'skype-50',
    name: 'Индивидуальный урок, 50 минут',
    durationMins: 50,
    typeId: 'individual',
    fieldTypes: [
      { id: 1, name: 'Тема урока', order: 1, visibleForStudent: true },
      { id: 5, name: 'Заметки для методиста', order: 2, visibleForStudent: false },
    ],
  },
  { id: 'skype-25', name: 'Индивидуальный урок, 25 минут', durationMins: 25, typeId: 'individual', fieldTypes: [] },
];
const target: ReportTarget = {
  kind: 'student',
  studentId: 9,
  defaultReportFullTypeId: 'skype-50',
  prevAppointmentDate: null,
  nextAppointmentDate: null,
  paidFormats: [{ id: 'skype-50' }],
};
const draftKey = 'school.report-draft:4:student-9';

const noRate = {
  data: {
    plannedTeacherReportRate: {
      version: 1,
      rate: null,
      baseRate: null,
      auctionMultiplier: null,
      skillMultiplier: null,
      qualityMultiplier: null,
      performanceBonus: null,
      LTVBonus: null,
      salaryPaymentMethodMultiplier: 1,
    },
  },
};

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 15, 0) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  const date = screen.getByLabelText('Дата занятия');
  await user.clear(date);
  await user.type(date, '21112026');
  const time = screen.getByLabelText('Время начала');
  await user.clear(time);
  await user.type(time, '1000');
  await user.type(screen.getByLabelText('Тема урока'), 'Past Simple');
  await user.click(screen.getByRole('button', { name: 'Сохранить отчёт' }));
}

describe('report form', { timeout: 20_000 }, () => {
  it('keeps everything typed after a failed save, shows the message of a 400 and the status otherwise', async () => {
    const answers = [json({ errors: [{ message: 'Что-то сломалось' }] }, 500), json({ errors: [{ message: 'Такого формата урока нет' }] }, 400)];
    const saved: Report = {
      id: 99,
      teacher: { id: 4, firstName: 'Анна', lastName: 'Смирнова' },
      teacherId: 4,
      studentId: 9,
      studentGroupId: null,
      date: new Date(2026, 10, 21, 10, 0).toISOString(),
      createdAt: new Date(2026, 10, 21, 15, 0).toISOString(),
      order: 1,
      fullType: { name: 'Индивидуальный урок, 50 минут' },
      fullTypeId: 'skype-50',
      status: 'default',
      fields: [{ reportFieldTypeId: 1, type: { id: 1, name: 'Тема урока' }, value: 'Past Simple' }],
      homeworkGroups: [],
      receiptId: null,
      paidByTransactionId: null,
    };
    const { calls } = stubFetch((request) => {
      if (request.url.endsWith('/api/graphql')) return json(noRate);
      return answers.shift() ?? json(saved);
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ReportForm mode="create" target={target} formats={formats} onSaved={onSaved} onCancel={() => undefined} />, { user: makeTeacher() });

    await fillAndSubmit(user);
    expect(await screen.findByTestId('report-form-error')).toHaveProperty('textContent', 'Ошибка! Пожалуйста, попробуйте позже. Ошибка = 500.');
    expect(screen.getByLabelText('Тема урока')).toHaveProperty('value', 'Past Simple');
    expect(screen.getByLabelText('Дата занятия')).toHaveProperty('value', '21.11.2026');
    expect(JSON.parse(localStorage.getItem(draftKey)!).values.fields).toEqual({ '1': 'Past Simple' });

    await user.click(screen.getByRole('button', { name: 'Сохранить отчёт' }));
    await waitFor(() => expect(screen.getByTestId('report-form-error').textContent).toBe('Такого формата урока нет.'));
    expect(screen.getByLabelText('Тема урока')).toHaveProperty('value', 'Past Simple');

    await user.click(screen.getByRole('button', { name: 'Сохранить отчёт' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(localStorage.getItem(draftKey)).toBeNull();
    const body = JSON.parse(
      await calls
        .filter((c) => c.url.includes('createStudentReport'))
        .at(-1)!
        .text(),
    );
    expect(body).toMatchObject({
      studentId: 9,
      data: { fullTypeId: 'skype-50', fields: { '1': 'Past Simple' }, status: 'default', videoFileName: null, homeworkGroups: [] },
    });
    expect(new Date(body.data.date)).toEqual(new Date(2026, 10, 21, 10, 0));
  });

  it('restores a draft and keeps submit disabled until something changed', async () => {
    stubFetch(() => json(noRate));
    const first = renderWithApp(<ReportForm mode="create" target={target} formats={formats} onSaved={() => undefined} onCancel={() => undefined} />, {
      user: makeTeacher(),
    });
    expect(screen.getByRole('button', { name: 'Сохранить отчёт' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Тема урока'), { target: { value: 'Черновик' } });
    expect(screen.getByRole('button', { name: 'Сохранить отчёт' })).toHaveProperty('disabled', false);
    first.unmount();
    renderWithApp(<ReportForm mode="create" target={target} formats={formats} onSaved={() => undefined} onCancel={() => undefined} />, { user: makeTeacher() });
    expect(screen.getByLabelText('Тема урока')).toHaveProperty('value', 'Черновик');
    expect(screen.getByText('Восстановлен несохранённый черновик.')).toBeTruthy();
  });

  it('asks to confirm a lesson more than 24 hours ago; declining cancels the submission', async () => {
    const { calls } = stubFetch((request) => (request.url.endsWith('/api/graphql') ? json(noRate) : json({ id: 1 })));
    const user = userEvent.setup();
    renderWithApp(<ReportForm mode="create" target={target} formats={formats} onSaved={() => undefined} onCancel={() => undefined} />, { user: makeTeacher() });
    expect(screen.getByLabelText('Дата занятия')).toHaveProperty('value', '20.11.2026');
    await user.type(screen.getByLabelText('Тема урока'), 'Тема');
    await user.click(screen.getByRole('button', { name: 'Сохранить отчёт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите дату урока' });
    expect(dialog.textContent).toContain('20.11.2026 в 00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Нет, исправить дату' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.includes('createStudentReport'))).toBe(false);
  });

  it('warns the teacher who will not be paid, and about a format the student has not paid for', async () => {
    stubFetch(() => json(noRate));
    renderWithApp(<ReportForm mode="create" target={target} formats={formats} onSaved={() => undefined} onCancel={() => undefined} />, { user: makeTeacher() });
    expect((await screen.findByTestId('rate-warning')).textContent).toContain('За этот урок вы не получите денег...');
    expect(screen.queryByTestId('format-not-paid')).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Формат урока'), { target: { value: 'skype-25' } });
    });
    expect(screen.getByTestId('format-not-paid')).toBeTruthy();
  });

  it('refuses a date later than now', async () => {
    stubFetch(() => json(noRate));
    renderWithApp(<ReportForm mode="create" target={target} formats={formats} onSaved={() => undefined} onCancel={() => undefined} />, { user: makeTeacher() });
    fireEvent.change(screen.getByLabelText('Дата занятия'), { target: { value: '22.11.2026' } });
    expect(screen.getByText('Дата занятия не может быть позже текущего момента')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Сохранить отчёт' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Дата занятия'), { target: { value: '' } });
    expect(screen.getByText('Заполните, пожалуйста, дату и время начала занятия')).toBeTruthy();
  });
});
