import { say } from '../i18n/say';
import { trimmedText } from '../trimmed-text';
import { z } from '../zod';

export const EMAIL_MISMATCH_MESSAGE = say({
  id: 'core.account.emailMismatch',
  defaultMessage: 'This is not the email of your account',
});

/** 'Delete account': the user types their e-mail to confirm (checked against the account's on the server). */
export const deleteAccountInputSchema = z.object({
  email: trimmedText(320, {
    required: say({ id: 'core.account.typeEmailToConfirm', defaultMessage: 'Type your email to confirm' }),
  }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** The typed e-mail is the account's (letter case and spaces around it aside). */
export const isAccountEmail = (typed: string, accountEmail: string) =>
  typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
