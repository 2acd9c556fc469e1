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

export const signUpInputSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(200, 'Full name must be at most 200 characters'),
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** What the sign-up endpoint accepts: the form's fields and where the confirmation link lands; nothing else. */
export const signUpRequestSchema = signUpInputSchema.extend({ callbackURL: z.string().optional() }).strict();

export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not configured on this server.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.';
