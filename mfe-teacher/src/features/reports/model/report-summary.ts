import type { Report } from '@school/shared/schemas';

/** How long the summary line of a collapsed report is. */
const SUMMARY_LENGTH = 140;

/**
 * The summary line of a collapsed report: its first field with text («Тема: Past Simple»), markup
 * and line breaks removed, cut at a word near 140 characters. '' when no field has text.
 */
export function reportSummary(report: Pick<Report, 'fields'>): string {
  for (const field of report.fields) {
    const text = field.value
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) continue;
    const line = `${field.type.name}: ${text}`;
    if (line.length <= SUMMARY_LENGTH) return line;
    const cut = line.slice(0, SUMMARY_LENGTH);
    const space = cut.lastIndexOf(' ');
    return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
  }
  return '';
}
