import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GRAMMAR_TOPIC_IDS, IT_COURSE_STEP_COUNTS } from '../shared/src/domain/learning-keys.generated';
import { grammarTopicIds, itCourseStepCounts, STRUCTURE_FILE, TOPICS_FILE } from './learning-keys.mjs';

describe('the learning keys the server checks progress against', () => {
  it('match the learner content (run `node tooling/learning-keys.mjs` after changing it)', () => {
    expect(IT_COURSE_STEP_COUNTS).toEqual(itCourseStepCounts(JSON.parse(readFileSync(STRUCTURE_FILE, 'utf8'))));
    expect(GRAMMAR_TOPIC_IDS).toEqual(grammarTopicIds(JSON.parse(readFileSync(TOPICS_FILE, 'utf8'))));
  });
});
