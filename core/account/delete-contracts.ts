import { z } from 'zod';

export const EMAIL_MISMATCH_MESSAGE = 'This is not the email of your account';

/** 'Delete account': the user types their e-mail to confirm (checked against the account's on the server). */
export const deleteAccountInputSchema = z.object({ email: z.string().trim().min(1, 'Type your email to confirm').max(320) });
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** The typed e-mail is the account's (letter case and spaces around it aside). */
export const isAccountEmail = (typed: string, accountEmail: string) => typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
