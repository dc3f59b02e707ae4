import * as v from 'valibot';
import { currentReferralCode } from '@school/shared/domain';
import { PromocodeSchema, SignupFromSchema } from '@school/shared/schemas';

/**
 * What a sign-up carries besides the form: the promo code of `?promocode=`, the invitation a visitor
 * brought (`?ref=`, or remembered for 30 days), and the page of the school they came from (`?from=`,
 * kept with the host in signupData.hostname). Anything malformed is left out rather than refused.
 */
interface SignupSource {
  promocode?: string;
  referralCode?: string;
  from?: string;
}

export function signupSource(search: string, now: Date = new Date()): SignupSource {
  const params = new URLSearchParams(search);
  const source: SignupSource = {};
  const promocode = v.safeParse(PromocodeSchema, params.get('promocode') ?? '');
  if (promocode.success && promocode.output) source.promocode = promocode.output;
  const referralCode = currentReferralCode(search, now);
  if (referralCode) source.referralCode = referralCode;
  const from = v.safeParse(SignupFromSchema, params.get('from') ?? '');
  if (from.success) source.from = from.output;
  return source;
}
