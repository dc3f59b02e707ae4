import { LEAD_AGE_GROUPS, LEAD_TIMES, type LeadAgeGroup, type LeadForm, type LeadInput, type LeadSource, type LevelTestResult } from '@school/shared/schemas';
import { landingTexts } from '@school/shared/texts';

/** An empty form; a page may choose the age group in advance (the kids landing: 8–10 years). */
export function emptyLeadForm(ageGroup: LeadAgeGroup | '' = ''): LeadForm {
  return { name: '', phone: '', contact: '', ageGroup, time: '' };
}

export const ageGroupOptions = LEAD_AGE_GROUPS.map((value) => ({ value, label: landingTexts.ageGroups[value] }));
export const timeOptions = LEAD_TIMES.map((value) => ({ value, label: landingTexts.preferredTimes[value] }));

/** What a page adds to the typed form: where the lead comes from and what the visitor brought. */
export interface LeadContext {
  source: LeadSource;
  referralCode?: string | null;
  level?: LevelTestResult['level'] | null;
  planId?: string;
}

/** The request body: the checked form plus the context (an invitation makes the source 'referral'). */
export function leadRequest(form: Omit<LeadInput, 'source' | 'level' | 'referralCode' | 'planId'>, context: LeadContext): LeadInput {
  return {
    ...form,
    source: context.referralCode ? 'referral' : context.source,
    ...(context.referralCode ? { referralCode: context.referralCode } : {}),
    ...(context.level ? { level: context.level } : {}),
    ...(context.planId ? { planId: context.planId } : {}),
  };
}
