import { formatRubles } from '@school/shared/domain';
import type { SupportWidgetData } from '@school/shared/schemas';
import { dashboardTexts } from '../texts';

/** The school's support address (the footer's contact, docs/decisions.md). */
const SUPPORT_EMAIL = 'hello@school.example';

const money = formatRubles;

/** The facts the support chat hands over, as label and value, in the order support reads them. */
export function supportFacts(data: SupportWidgetData): { label: string; value: string }[] {
  const f = dashboardTexts.support.facts;
  const or = (value: string | null) => (value && value.trim() ? value : dashboardTexts.support.none);
  return [
    { label: f.name, value: or(data.name) },
    { label: f.email, value: or(data.email) },
    { label: f.phone, value: or(data.phone) },
    ...(data.skype ? [{ label: f.skype, value: data.skype }] : []),
    { label: f.plan, value: or(data.planName) },
    { label: f.payments, value: dashboardTexts.support.paymentsValue(data.paymentsCount, money(data.paymentsTotal)) },
    { label: f.lessonsBought, value: String(data.lessonsBought) },
    { label: f.lessonsLeft, value: String(data.lessonsLeft) },
  ];
}

/** A mail to support with the facts at the top of the body, for the learner to add the question below. */
export function supportMailto(data: SupportWidgetData | undefined): string {
  const body = data
    ? `${supportFacts(data)
        .map((fact) => `${fact.label}: ${fact.value}`)
        .join('\n')}\n\n`
    : '';
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(dashboardTexts.support.subject)}&body=${encodeURIComponent(body)}`;
}
