import { z } from 'zod';

/** Our choice (docs/decisions/0004-password-policy.md): the spec shows no password rule. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const emailSchema = z.string().trim().min(1, 'Email is required').email('Enter a valid email address');

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signUpInputSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(200, 'Full name must be at most 200 characters'),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** What the sign-up endpoint accepts: the form's fields and where the confirmation link lands; nothing else. */
export const signUpRequestSchema = signUpInputSchema.extend({ callbackURL: z.string().optional() }).strict();

export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not configured on this server.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.';

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';
const confirmed = <T extends { newPassword: string; confirmPassword: string }>(input: T) => input.newPassword === input.confirmPassword;

/** 'Forgot password?': the address to send a reset link to, and where the link lands. */
export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;
export const forgotPasswordRequestSchema = forgotPasswordInputSchema.extend({ redirectTo: z.string().optional() }).strict();

/** The reset form: a new password, typed twice. */
export const resetPasswordInputSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine(confirmed, { path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
export const resetPasswordRequestSchema = z.object({ newPassword: newPasswordSchema, token: z.string().min(1) }).strict();

/** Profile → Security: the current password, and the new one typed twice. */
export const changePasswordInputSchema = z
  .object({ currentPassword: z.string().min(1, 'Current password is required'), newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine(confirmed, { path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
export const changePasswordRequestSchema = z
  .object({ currentPassword: z.string().min(1, 'Current password is required'), newPassword: newPasswordSchema, revokeOtherSessions: z.boolean().optional() })
  .strict();

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not right.';
/** How long a reset link works, in seconds. */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
