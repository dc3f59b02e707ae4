-- Companies: the Transactions tab lists a company's group top-ups, newest first.
CREATE INDEX balance_top_ups_group_idx ON balance_top_ups (student_group_id, created_at DESC);
