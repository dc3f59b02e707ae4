import type { DashboardVariant } from './dashboard-variant';

/**
 * The school's videos and app links on the dashboard, in one place to update. Videos are YouTube
 * embeds (the page's Content-Security-Policy allows frames from www.youtube.com); a video's frame is
 * loaded only when the learner presses play.
 */
export const SAMPLE_LESSON_VIDEOS: Record<DashboardVariant, string> = {
  default: 'Xq3HCfO3Ykc',
  kids: 'kM8wYcJ3lTc',
  teens: 'rT5vXn2LqPw',
};

/** The parents' video testimonials of the kids dashboard, in the order of dashboardTexts.parentsVideos. */
export const PARENT_TESTIMONIAL_VIDEOS: readonly string[] = ['bN4pQ7sYw2E', 'hV8kLm3TzQa', 'pD2sRf6GhJk'];

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/** The kids' app in the two stores. */
export const KIDS_APP_LINKS = {
  appStore: 'https://apps.apple.com/ru/app/id6446052712',
  googlePlay: 'https://play.google.com/store/apps/details?id=example.school.kids',
} as const;
