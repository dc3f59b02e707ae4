-- The daily review (spaced repetition, FSRS): a learner's cards, every review, the learner's settings.
-- docs/decisions.md, «Daily review».

-- Per learner: new cards per day and the time zone their days are counted in (the browser's, kept
-- current by the learner's own requests, so the teacher's summary counts the learner's days).
CREATE TABLE review_settings (
  student_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  new_per_day integer NOT NULL DEFAULT 20 CHECK (new_per_day BETWEEN 0 AND 200),
  time_zone text NOT NULL DEFAULT 'Europe/Moscow' CHECK (char_length(time_zone) <= 64),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A card: a word of the dictionary (its text read from the word, so an edit follows), a phrase of the
-- bank, a training sentence or a drill line of a lesson (their text kept on the card). `key` names the
-- source once per learner ('word-12', 'phrase-328', 'sentence-77', 'drill-376-3'). The FSRS state beside it.
CREATE TABLE review_cards (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (char_length(key) <= 40),
  source text NOT NULL CHECK (source IN ('word', 'phrase', 'sentence', 'drill')),
  word_id integer REFERENCES words (id) ON DELETE CASCADE,
  prompt text CHECK (char_length(prompt) <= 300),
  answer text CHECK (char_length(answer) <= 400),
  lesson_id text CHECK (char_length(lesson_id) <= 20),
  created_at timestamptz NOT NULL DEFAULT now(),
  state smallint NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 3),
  due timestamptz NOT NULL,
  stability double precision NOT NULL DEFAULT 0,
  difficulty double precision NOT NULL DEFAULT 0,
  elapsed_days integer NOT NULL DEFAULT 0,
  scheduled_days integer NOT NULL DEFAULT 0,
  learning_steps integer NOT NULL DEFAULT 0,
  reps integer NOT NULL DEFAULT 0,
  lapses integer NOT NULL DEFAULT 0,
  last_review timestamptz,
  CHECK ((source = 'word') = (word_id IS NOT NULL)),
  CHECK (source = 'word' OR (prompt IS NOT NULL AND answer IS NOT NULL))
);
CREATE UNIQUE INDEX review_cards_student_key ON review_cards (student_id, key);
CREATE INDEX review_cards_student_due ON review_cards (student_id, due);

-- Every review, once: its id is made by the learner's browser, so a review sent again (a retry, the
-- offline queue) is the same row. The card's state before and after, as FSRS computed them.
CREATE TABLE review_logs (
  id uuid PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  card_id integer NOT NULL REFERENCES review_cards (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 4),
  reviewed_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  elapsed_days integer NOT NULL,
  state_before jsonb NOT NULL,
  state_after jsonb NOT NULL
);
CREATE INDEX review_logs_student_time ON review_logs (student_id, reviewed_at);
CREATE INDEX review_logs_card ON review_logs (card_id);

-- The test clock (api/src/clock.ts): one row, the offset of the school's clock in milliseconds; read
-- only when ENABLE_TEST_CLOCK=true (never in production), kept here so every instance agrees.
CREATE TABLE test_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint NOT NULL DEFAULT 0
);
