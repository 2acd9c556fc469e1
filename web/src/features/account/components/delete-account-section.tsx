import { deleteAccountInputSchema, isAccountEmail } from '@core/account/delete-contracts';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useDeleteAccount } from '../api/use-delete-account';
import { EXPORT_URL } from './data-section';
import { useMessageOf } from '@/lib/i18n/use-message-of';

const messages = {
  ...defineMessages({
    dialogTitle: { id: 'account.delete.dialogTitle', defaultMessage: 'Delete your account?' },
    whatGoes: {
      id: 'account.delete.whatGoes',
      defaultMessage:
        "This deletes your account and everything you own: your ideas with their pages, comments and shares, your saved tool documents and assessments. Comments you wrote on other people's ideas stay, shown as 'Deleted user'. This cannot be undone.",
    },
    confirmEmail: { id: 'account.delete.confirmEmail', defaultMessage: 'Type your email to confirm' },
    failed: { id: 'account.delete.failed', defaultMessage: 'Your account could not be deleted. Please try again.' },
    cancel: { id: 'account.delete.cancel', defaultMessage: 'Cancel' },
    deleting: { id: 'account.delete.deleting', defaultMessage: 'Deleting' },
    confirm: { id: 'account.delete.confirm', defaultMessage: 'Delete my account' },
    title: { id: 'account.delete.title', defaultMessage: 'Danger zone' },
    description: {
      id: 'account.delete.description',
      defaultMessage: 'Delete your account and everything you own. You can download your data first.',
    },
    open: { id: 'account.delete.open', defaultMessage: 'Delete account' },
  }),
  keepCopy: defineMessage<{ link: MessageTag }>({
    id: 'account.delete.keepCopy',
    defaultMessage: 'Keep a copy first: <link>Download my data</link>',
  }),
};

/** The dialog: what goes, the export first, and the e-mail typed to confirm. */
function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const t = useT();
  const messageOf = useMessageOf();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountInputSchema.safeParse({ email: typed });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]!.message);
    setFieldError(undefined);
    remove.mutate(parsed.data);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent title={t(messages.dialogTitle)} description={t(messages.whatGoes)}>
        <form noValidate className="space-y-4" onSubmit={submit}>
          <p className="text-sm">
            {t(messages.keepCopy, {
              link: (chunks) => (
                <a href={EXPORT_URL} download className="font-medium text-primary underline-offset-4 hover:underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
          <FormField
            label={t(messages.confirmEmail)}
            type="email"
            autoComplete="off"
            placeholder={email}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={fieldError}
          />
          <FormAlert message={remove.isError ? messageOf(remove.error, t(messages.failed)) : null} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" disabled={remove.isPending} onClick={onClose}>
              {t(messages.cancel)}
            </Button>
            <Button
              type="submit"
              className="bg-destructive text-white hover:opacity-90"
              disabled={!isAccountEmail(typed, email) || remove.isPending}
              aria-busy={remove.isPending}
            >
              {remove.isPending && <Spinner className="size-4" label={t(messages.deleting)} />}
              {t(messages.confirm)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Profile → Danger zone: 'Delete account'. */
export function DeleteAccountSection() {
  const t = useT();
  const { session } = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  const [open, setOpen] = useState(false);
  return (
    <Card className="max-w-xl space-y-3 border-destructive/40" aria-labelledby="danger-heading" role="region">
      <h2 id="danger-heading" className="text-xl font-semibold text-destructive">
        {t(messages.title)}
      </h2>
      <p className="text-sm text-muted-foreground">{t(messages.description)}</p>
      <Button
        variant="outline"
        className="border-destructive/50 text-destructive hover:bg-destructive/10"
        onClick={() => setOpen(true)}
      >
        {t(messages.open)}
      </Button>
      {open && <DeleteAccountDialog email={email} onClose={() => setOpen(false)} />}
    </Card>
  );
}
