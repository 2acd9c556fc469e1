import { say } from '../i18n/say';
import { trimmedText } from '../trimmed-text';
import { z } from '../zod';

/** Our choice (docs/decisions/0004-password-policy.md): the spec shows no password rule. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The longest full name sign-up takes. */
const FULL_NAME_MAX = 200;

const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, say({ id: 'core.auth.emailRequired', defaultMessage: 'Email is required' })),
    z.email(say({ id: 'core.auth.emailInvalid', defaultMessage: 'Enter a valid email address' })),
  );

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(z.minLength(1, say({ id: 'core.auth.passwordRequired', defaultMessage: 'Password is required' }))),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

const currentPasswordSchema = z
  .string()
  .check(
    z.minLength(1, say({ id: 'core.auth.currentPasswordRequired', defaultMessage: 'Current password is required' })),
  );

const newPasswordSchema = z
  .string()
  .check(
    z.minLength(
      PASSWORD_MIN_LENGTH,
      say(
        { id: 'core.auth.passwordTooShort', defaultMessage: 'Password must be at least {min} characters' },
        { min: PASSWORD_MIN_LENGTH },
      ),
    ),
    z.maxLength(
      PASSWORD_MAX_LENGTH,
      say(
        { id: 'core.auth.passwordTooLong', defaultMessage: 'Password must be at most {max} characters' },
        { max: PASSWORD_MAX_LENGTH },
      ),
    ),
  );

export const signUpInputSchema = z.object({
  name: trimmedText(FULL_NAME_MAX, {
    required: say({ id: 'core.auth.fullNameRequired', defaultMessage: 'Full name is required' }),
    tooLong: say(
      { id: 'core.auth.fullNameTooLong', defaultMessage: 'Full name must be at most {max} characters' },
      { max: FULL_NAME_MAX },
    ),
  }),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** What the sign-up endpoint accepts: the form's fields and where the confirmation link lands; nothing else. */
export const signUpRequestSchema = z.strictObject({ ...signUpInputSchema.shape, callbackURL: z.optional(z.string()) });

export const GOOGLE_NOT_CONFIGURED_MESSAGE = say({
  id: 'core.auth.googleNotConfigured',
  defaultMessage: 'Google sign-in is not configured on this server.',
});
export const EMAIL_TAKEN_MESSAGE = say({
  id: 'core.auth.emailTaken',
  defaultMessage: 'An account with this email already exists. Please sign in instead.',
});

export const PASSWORDS_DIFFER_MESSAGE = say({
  id: 'core.auth.passwordsDiffer',
  defaultMessage: 'Passwords do not match',
});
const confirmed = <T extends { newPassword: string; confirmPassword: string }>(input: T) =>
  input.newPassword === input.confirmPassword;

/** 'Forgot password?': the address to send a reset link to, and where the link lands. */
export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;
export const forgotPasswordRequestSchema = z.strictObject({
  ...forgotPasswordInputSchema.shape,
  redirectTo: z.optional(z.string()),
});

/** The reset form: a new password, typed twice. */
export const resetPasswordInputSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .check(z.refine(confirmed, { path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE }));
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
export const resetPasswordRequestSchema = z.strictObject({
  newPassword: newPasswordSchema,
  token: z.string().check(z.minLength(1)),
});

/** Profile → Security: the current password, and the new one typed twice. */
export const changePasswordInputSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema, confirmPassword: z.string() })
  .check(z.refine(confirmed, { path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE }));
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.optional(z.boolean()),
});

export const WRONG_CURRENT_PASSWORD_MESSAGE = say({
  id: 'core.auth.wrongCurrentPassword',
  defaultMessage: 'The current password is not right.',
});
/** How long a reset link works, in seconds. */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
