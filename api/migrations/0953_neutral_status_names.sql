-- Student statuses named in the masculine («Завершил обучение», «Отказался от занятий») misaddressed
-- women: their names become neutral. Only names still as the school first wrote them are changed.
UPDATE student_statuses SET name = 'Отказ от занятий' WHERE id = 'rejected' AND name = 'Отказался от занятий';

UPDATE student_statuses SET name = 'Обучение завершено' WHERE id = 'finished-student' AND name = 'Завершил обучение';

UPDATE student_statuses SET name = 'Пропуск вводного урока' WHERE id = 'absent-at-introductory-interview' AND name = 'Не пришёл на вводный урок';
