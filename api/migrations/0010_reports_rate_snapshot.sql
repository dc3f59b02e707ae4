-- Lesson reports: the planned rate a report was written with (both rate versions), and indexes for
-- the report lists filtered by lesson type and for the videos a teacher uploaded.
ALTER TABLE reports ADD COLUMN rate_data jsonb;
CREATE INDEX reports_student_type_idx ON reports (student_id, full_type_id, date DESC, id DESC);
CREATE INDEX reports_group_type_idx ON reports (student_group_id, full_type_id, date DESC, id DESC);
CREATE INDEX uploads_uploaded_by_idx ON uploads (uploaded_by, created_at DESC);
