-- A bought course is open for its access period: 6 months for the 13-lesson course, a year for the 9- and
-- 24-lesson ones. NULL is a course the school gave without an end.
ALTER TABLE user_courses ADD COLUMN access_until timestamptz;

-- Courses bought through the payment flow before the period was kept get it from their purchase date.
UPDATE user_courses uc
SET access_until = uc.created_at + (CASE WHEN uc.course_id IN ('it', 'teens') THEN interval '6 months' ELSE interval '1 year' END)
WHERE uc.course_id IN ('it', 'teens', 'job-interview', 'confident-tourist', 'kids')
  AND EXISTS (
    SELECT 1
    FROM payment_orders o
    JOIN transaction_types t ON t.id = o.transaction_type_id
    WHERE o.student_id = uc.user_id AND o.status = 'succeeded' AND t.course_id = uc.course_id
  );
