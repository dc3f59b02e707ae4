/**
 * What both ways of reading a content file (content-file.ts, content-file.browser.ts) agree on: which
 * paths name a content file, and the error that says a file is not there.
 */

/** 'lessons/B1/B1-1', 'it-course/exercises/unit-1/lesson-2': two to four plain segments, no '..'. */
const CONTENT_PATH = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+){1,3}$/;

export function isContentPath(path: string): boolean {
  return CONTENT_PATH.test(path);
}

/** A content file that does not exist (a lesson not written yet), as opposed to a failed download. */
export class MissingContentFile extends Error {
  constructor(readonly path: string) {
    super(`content/${path}.json does not exist`);
    this.name = 'MissingContentFile';
  }
}
