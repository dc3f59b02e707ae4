import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Report } from '@school/shared/schemas';
import { makeTeacher, renderWithApp } from '@school/shared/testing';
import { ReportCard } from './report-card';

const xss = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><iframe src="javascript:alert(1)"></iframe><b onclick="x()">жирный</b>';

const report: Report = {
  id: 7,
  teacher: { id: 4, firstName: 'Анна', lastName: 'Смирнова' },
  teacherId: 4,
  studentId: null,
  studentGroupId: 1,
  date: '2026-11-20T09:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  order: 3,
  fullType: { name: 'Групповое занятие, 60 минут' },
  fullTypeId: 'group-60',
  status: 'missing student',
  fields: [
    { reportFieldTypeId: 1, type: { id: 1, name: 'Тема урока' }, value: `Small talk ${xss}` },
    {
      reportFieldTypeId: 2,
      type: { id: 2, name: 'Что прошли на уроке' },
      value: 'Урок https://school.example/lms/lessons/B1-12 и https://www.bbc.co.uk/learningenglish',
    },
  ],
  homeworkGroups: [
    {
      id: 1,
      index: 0,
      header: `**Домашнее задание** ${xss}`,
      body: xss,
      deletedAt: null,
      items: [
        { id: 2, index: 1, header: '**Написать** 5 предложений', body: '', deletedAt: null },
        { id: 1, index: 0, header: 'https://other.example/lms/lessons/A2-7', body: xss, deletedAt: null },
      ],
    },
  ],
  receiptId: null,
  paidByTransactionId: null,
  videoFileName: 'abc.mp4',
  superteacherCommentBody: `Хорошо ${xss}`,
  superteacherCommentAuthor: { firstName: 'Марина', lastName: 'Администраторова' },
  superteacherCommentUpdatedAt: '2026-11-21T10:00:00.000Z',
  rate: 850,
  rateData: {
    version: 2,
    rate: null,
    salaryPaymentMethodMultiplier: 0.94,
    baseRate: 700,
    auctionMultiplier: 1.1,
    skillMultiplier: 1.05,
    qualityMultiplier: 1.02,
    performanceBonus: 50,
    LTVBonus: 30,
  },
  reportsUsers: [
    { studentId: 21, student: { firstName: 'Ира', lastName: 'Пет' }, status: 'present' },
    { studentId: 22, student: { firstName: 'Лев', lastName: 'Сид' }, status: 'absent' },
  ],
};

describe('report card', () => {
  it('shows everything a teacher reads, with lesson cards and external links', () => {
    const { container } = renderWithApp(<ReportCard report={report} viewer={makeTeacher()} />, { user: makeTeacher() });
    expect(screen.getByText('Ученик не пришёл')).toBeTruthy();
    expect(screen.getByText('Групповое занятие, 60 минут')).toBeTruthy();
    const cards = screen.getAllByTestId('lesson-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/lms/lessons/B1-12', '/lms/lessons/A2-7']);
    const external = container.querySelector('a[href="https://www.bbc.co.uk/learningenglish"]');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toContain('noopener');
    expect([...container.querySelectorAll('strong')].map((s) => s.textContent)).toContain('Домашнее задание');
    const items = container.querySelectorAll('ol li');
    expect(items[0]?.querySelector('[data-testid="lesson-card"]')).toBeTruthy();
    expect(items[1]?.textContent).toContain('Написать');
    expect(screen.getByTestId('report-video').getAttribute('src')).toBe('/api/server/reports/7/video');
    expect(screen.getByText(/Марина Администраторова/)).toBeTruthy();
    const present = screen.getByRole('region', { name: 'Присутствовали' });
    expect(within(present).getByRole('link', { name: 'Ира Пет' }).getAttribute('href')).toBe('/lms/students/21');
    expect(within(present).queryByText('Лев Сид')).toBeNull();
    expect(screen.queryByTestId('report-rate')).toBeNull();
  });

  it('runs nothing stored as markup', () => {
    const { container } = renderWithApp(<ReportCard report={report} viewer={makeTeacher({ isAdmin: true })} />, { user: makeTeacher() });
    expect(container.querySelectorAll('img, script, iframe')).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      for (const name of element.getAttributeNames()) expect(name.startsWith('on')).toBe(false);
    }
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).not.toMatch(/^javascript:/i);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(container.textContent).toContain('жирный');
  });

  it('shows admins the rate and the formula', () => {
    renderWithApp(<ReportCard report={report} viewer={makeTeacher({ isAdmin: true, isTeacher: false, roleId: 'user' })} />, { user: makeTeacher() });
    const rate = screen.getByTestId('report-rate');
    expect(within(rate).getByText('Мы платим 850 ₽')).toBeTruthy();
    expect(rate.textContent).toContain('⌊⌊700 × 0,94⌋ × 1,1 × 1,05 × 1,02 + ⌊50 × 0,94⌋ + ⌊30 × 0,94⌋⌋');
  });

  it('hides present students from students and shows names as text to a user with one teacher', () => {
    const { unmount } = renderWithApp(<ReportCard report={report} viewer={makeTeacher({ roleId: 'student', isTeacher: false })} />, { user: makeTeacher() });
    expect(screen.queryByRole('region', { name: 'Присутствовали' })).toBeNull();
    unmount();
    renderWithApp(<ReportCard report={report} viewer={makeTeacher({ teachers: [{ id: 4, firstName: 'А', lastName: 'С' }] })} />, { user: makeTeacher() });
    const present = screen.getByRole('region', { name: 'Присутствовали' });
    expect(within(present).queryByRole('link')).toBeNull();
    expect(within(present).getByText('Ира Пет')).toBeTruthy();
  });
});
