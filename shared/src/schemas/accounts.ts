import * as v from 'valibot';
import { REFERRAL_CODE_PATTERN } from './referral-code';
import { accountTexts, validationTexts } from '../texts';
import { cleanText, textLine } from './common';
import { EmailSchema, PasswordSchema, PhoneSchema } from './user';

/** Accounts the school opens itself: sign-up, one-time links, password reset, e-mail confirmation. */

const NameSchema = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(80, validationTexts.tooLong(80)), cleanText());

/** A new password: 8–200 characters. */
const NewPasswordSchema = v.pipe(PasswordSchema, v.nonEmpty(validationTexts.passwordRequired), v.minLength(8, accountTexts.passwordTooShort));

/** A promo code from `?promocode=`: letters, digits, '-', '_', at most 64 characters. */
export const PromocodeSchema = v.pipe(v.string(), v.trim(), v.maxLength(64), v.regex(/^[\p{L}\p{N}_-]+$/u));

/** The path of the school's page the visitor came from (`/kids`, `/englishteacher`): kept in signupData.hostname. */
export const SignupFromSchema = v.pipe(textLine(200), v.regex(/^\/[A-Za-z0-9/_.-]*$/));

/** The text fields of the sign-up form, as the learner fills them in. */
export const SignupFieldsSchema = v.object({
  firstName: NameSchema(accountTexts.nameRequired),
  lastName: NameSchema(accountTexts.lastNameRequired),
  email: EmailSchema,
  phone: PhoneSchema,
  password: NewPasswordSchema,
});

export const SignupInputSchema = v.strictObject({
  ...SignupFieldsSchema.entries,
  /** Consent to the offer and the privacy policy: nothing is created without it. */
  acceptTerms: v.pipe(
    v.boolean(accountTexts.termsRequired),
    v.check((accepted) => accepted, accountTexts.termsRequired),
  ),
  promocode: v.optional(PromocodeSchema),
  referralCode: v.optional(v.pipe(v.string(), v.maxLength(8), v.regex(REFERRAL_CODE_PATTERN))),
  from: v.optional(SignupFromSchema),
});

export const ForgotPasswordInputSchema = v.strictObject({ email: EmailSchema });

/** A one-time link's token: 43 characters of base64url (32 random bytes). */
const LinkTokenSchema = v.pipe(v.string(), v.maxLength(100), v.regex(/^[A-Za-z0-9_-]{20,100}$/));

export const LinkTokenInputSchema = v.strictObject({ token: LinkTokenSchema });

const LINK_PURPOSES = ['set-password', 'invitation', 'password-reset', 'email-confirmation', 'email-change'] as const;

/** What a link is for, before it is used (the set-password page greets the person and names the address). */
export const LinkInfoSchema = v.object({
  purpose: v.picklist(LINK_PURPOSES),
  email: v.string(),
  firstName: v.string(),
});

export const SetPasswordInputSchema = v.strictObject({ token: LinkTokenSchema, password: NewPasswordSchema });
/** The password field of the set-password page. */
export const NewPasswordFormSchema = v.object({ password: NewPasswordSchema });
/** The e-mail field of «Забыли пароль?». */
export const ForgotPasswordFormSchema = v.object({ email: EmailSchema });

export const EmailConfirmedSchema = v.object({ ok: v.literal(true), email: v.string() });

export type SignupInput = v.InferOutput<typeof SignupInputSchema>;
