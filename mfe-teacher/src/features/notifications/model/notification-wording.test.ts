import { describe, expect, it } from 'vitest';
import { notificationWording } from './notification-wording';

/** One wording of every event of the notification centre, its times in the reader's zone. */
describe('notification wording', () => {
  const lesson = { date: '2026-03-12T16:00:00.000Z', teacherName: 'Анна Смирнова', groupName: null };

  it('words lessons set, moved and cancelled in the reader’s zone', () => {
    expect(notificationWording({ kind: 'lesson-set', ...lesson }, 'Europe/Moscow')).toEqual({
      title: 'Назначен урок',
      text: 'Когда: четверг, 12 марта, 19:00. Преподаватель: Анна Смирнова.',
    });
    expect(notificationWording({ kind: 'lesson-set', ...lesson }, 'Asia/Yekaterinburg').text).toContain('21:00');
    expect(notificationWording({ kind: 'lesson-moved', ...lesson, previousDate: '2026-03-11T16:00:00.000Z' }, 'Europe/Moscow').text).toBe(
      'Новое время: четверг, 12 марта, 19:00 (было: среда, 11 марта, 19:00).',
    );
    expect(notificationWording({ kind: 'lesson-cancelled', ...lesson, groupName: 'Альфа' }, 'Europe/Moscow').text).toBe(
      'Был назначен на четверг, 12 марта, 19:00. Преподаватель: Анна Смирнова. Группа «Альфа».',
    );
  });

  it('names a report’s teacher and its first tasks', () => {
    const wording = notificationWording(
      {
        kind: 'report-new',
        reportId: 1,
        lessonDate: lesson.date,
        teacherName: 'Анна Смирнова',
        groupName: null,
        homework: ['Выучить 10 слов', 'B1-12', 'Эссе', 'Ещё'],
      },
      'Europe/Moscow',
    );
    expect(wording.title).toBe('Новый отчёт об уроке');
    expect(wording.text).toBe('Урок: четверг, 12 марта, 19:00. Преподаватель: Анна Смирнова. Домашнее задание: Выучить 10 слов; B1-12; Эссе.');
  });

  it('words balances, payments, courses and teachers’ events', () => {
    expect(notificationWording({ kind: 'lessons-left', left: 1, formatName: '50 минут' }).title).toBe('Остался 1 оплаченный урок');
    expect(notificationWording({ kind: 'lessons-left', left: 0, formatName: '50 минут' }).title).toBe('Оплаченные уроки закончились');
    expect(notificationWording({ kind: 'payment-succeeded', amount: 28480, description: 'Уроки по 50 минут, 32 урока' }).text).toBe(
      'Уроки по 50 минут, 32 урока: 28\u00a0480\u00a0₽. Спасибо!',
    );
    expect(notificationWording({ kind: 'course-unit-unlocked', courseId: 'it', unit: 3 }).text).toBe('Курс «Английский для IT»: открыт модуль 3.');
    expect(
      notificationWording({ kind: 'course-access-ending', courseId: 'job-interview', days: 7, endsAt: '2026-04-01T09:00:00.000Z' }, 'Europe/Moscow').text,
    ).toBe('Курс «Собеседование на английском»: доступ закончится через 7 дней (1 апреля).');
    expect(notificationWording({ kind: 'teacher-search-request', studentName: 'Ирина' }).text).toBe('Ирина ищет преподавателя.');
    expect(notificationWording({ kind: 'legal-offer' }).title).toBe('Новая редакция оферты');
  });
});
