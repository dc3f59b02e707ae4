-- Learner area. The small-talk permission of each user (docs/decisions.md, «Lesson library»): small-talk
-- dialogues are shown only to users whose flag is on, teachers included. On by default; staff switch it off.
ALTER TABLE users ADD COLUMN smalltalk_allowed boolean NOT NULL DEFAULT true;

-- The dictionary: an optional example sentence and, for words met in the lesson training, their lesson.
ALTER TABLE words ADD COLUMN example text NOT NULL DEFAULT '';
ALTER TABLE words ADD COLUMN lesson_id text;

-- A word is kept once per student (case does not count). Words written twice before this rule keep
-- their first entry, or the approved one if only a later entry was approved.
UPDATE words AS kept SET approved = true
  WHERE kept.approved = false
    AND NOT EXISTS (SELECT 1 FROM words AS earlier WHERE earlier.student_id = kept.student_id AND lower(earlier.word) = lower(kept.word) AND earlier.id < kept.id)
    AND EXISTS (SELECT 1 FROM words AS later WHERE later.student_id = kept.student_id AND lower(later.word) = lower(kept.word) AND later.id > kept.id AND later.approved);
DELETE FROM words AS later USING words AS earlier
  WHERE later.student_id = earlier.student_id AND lower(later.word) = lower(earlier.word) AND later.id > earlier.id;
CREATE UNIQUE INDEX words_student_word_key ON words (student_id, lower(word));
ALTER TABLE words ADD CONSTRAINT words_lengths CHECK (char_length(word) <= 100 AND char_length(translation) <= 200 AND char_length(example) <= 500);
