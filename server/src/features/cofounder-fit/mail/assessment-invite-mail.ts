import { mailIntl } from '../../../mail/mail-intl';
import { accountMail, type In, type Template } from '../../../mail/mail-layout';

/** An invitation to answer the co-founder fit questions, with the link to answer them (no account needed). */
export function assessmentInviteMail({
  inviter,
  url,
  validDays,
  language,
}: In<{ inviter: string; url: string; validDays: number }>): Template {
  const intl = mailIntl(language);
  const paragraphs = [
    intl.formatMessage(
      {
        id: 'mail.assessmentInvite.intro',
        defaultMessage: '{inviter} invited you to take the Co-founder Fit Assessment on Founder Toolkit.',
      },
      { inviter },
    ),
    intl.formatMessage({
      id: 'mail.assessmentInvite.detail',
      defaultMessage:
        'Answer the same questions about working together: it takes about 5 minutes and needs no account. Afterwards you both see your answers side by side.',
    }),
    intl.formatMessage(
      {
        id: 'mail.assessmentInvite.expiry',
        defaultMessage: 'This invitation is valid for {validDays, plural, one {# day} other {# days}}.',
      },
      { validDays },
    ),
  ];
  return accountMail(
    intl,
    intl.formatMessage(
      { id: 'mail.assessmentInvite.subject', defaultMessage: '{inviter} invited you to compare your co-founder fit' },
      { inviter },
    ),
    paragraphs,
    { label: intl.formatMessage({ id: 'mail.assessmentInvite.action', defaultMessage: 'Answer the questions' }), url },
  );
}
