/** A message of the lessons API that the shared schemas use too (a time zone the school does not know). */
export const lessonApiTexts = {
  timeZoneUnknown: 'Неизвестный часовой пояс.',
} as const;
