/**
 * A message as the school sends it: Russian, HTML and plain text, with the school's name and one
 * button-like link. Every value that comes from people (names, addresses, notes) is escaped for
 * HTML; the text part carries the same words and the link on its own line.
 */
const SCHOOL_NAME = 'Онлайн-школа английского';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

interface MailParts {
  subject: string;
  /** The greeting line, e.g. «Здравствуйте, Анна!». */
  greeting: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action (validity, "if it was not you"). */
  notes?: string[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** A header value never carries a line break (no injected headers) and stays readable. */
function headerText(value: string, max = 200): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);
}

export function renderMail(parts: MailParts): MailContent {
  const paragraphs = parts.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const action = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#2454d6;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;color:#5b6270;font-size:13px">Если кнопка не открывается, скопируйте адрес в браузер:<br><a href="${escapeHtml(parts.action.url)}" style="color:#2454d6;word-break:break-all">${escapeHtml(parts.action.url)}</a></p>`
    : '';
  const notes = (parts.notes ?? []).map((n) => `<p style="margin:0 0 8px;color:#5b6270;font-size:13px">${escapeHtml(n)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f5f9;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1d2129">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">
<p style="margin:0 0 24px;font-weight:bold;color:#2454d6">${escapeHtml(SCHOOL_NAME)}</p>
<p style="margin:0 0 16px">${escapeHtml(parts.greeting)}</p>
${paragraphs}
${action}
${notes}
<p style="margin:24px 0 0;color:#5b6270;font-size:13px">${escapeHtml(SCHOOL_NAME)}</p>
</div>
</body>
</html>
`;
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.notes ?? []).flatMap((n) => [n]),
    ...(parts.notes?.length ? [''] : []),
    `— ${SCHOOL_NAME}`,
    '',
  ].join('\n');
  return { subject: headerText(parts.subject), html, text };
}

/** «Анна» or, without a first name, a neutral greeting. */
export function greetingFor(firstName: string | null | undefined): string {
  const name = headerText(firstName ?? '', 80);
  return name ? `Здравствуйте, ${name}!` : 'Здравствуйте!';
}
