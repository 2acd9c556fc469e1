import { deleteAccountInputSchema, isAccountEmail } from '@core/account/delete-contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDeleteAccount } from '../api/use-delete-account';
import { EXPORT_URL } from './data-section';

const WHAT_GOES =
  "This deletes your account and everything you own: your ideas with their pages, comments and shares, your saved tool documents and assessments. Comments you wrote on other people's ideas stay, shown as 'Deleted user'. This cannot be undone.";

/** The dialog: what goes, the export first, and the e-mail typed to confirm. */
function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
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
      <DialogContent title="Delete your account?" description={WHAT_GOES}>
        <form noValidate className="space-y-4" onSubmit={submit}>
          <p className="text-sm">
            Keep a copy first:{' '}
            <a href={EXPORT_URL} download className="font-medium text-primary underline-offset-4 hover:underline">
              Download my data
            </a>
          </p>
          <FormField
            label="Type your email to confirm"
            type="email"
            autoComplete="off"
            placeholder={email}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={fieldError}
          />
          <FormAlert message={remove.isError ? messageOf(remove.error, 'Your account could not be deleted. Please try again.') : null} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" disabled={remove.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              className="bg-destructive text-white hover:opacity-90"
              disabled={!isAccountEmail(typed, email) || remove.isPending}
              aria-busy={remove.isPending}
            >
              {remove.isPending && <Spinner className="size-4" label="Deleting" />}
              Delete my account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Profile → Danger zone: 'Delete account'. */
export function DeleteAccountSection() {
  const { session } = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  const [open, setOpen] = useState(false);
  return (
    <Card className="max-w-xl space-y-3 border-destructive/40" aria-labelledby="danger-heading" role="region">
      <h2 id="danger-heading" className="text-xl font-semibold text-destructive">
        Danger zone
      </h2>
      <p className="text-sm text-muted-foreground">Delete your account and everything you own. You can download your data first.</p>
      <Button variant="outline" className="border-destructive/50 text-destructive hover:bg-destructive/10" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      {open && <DeleteAccountDialog email={email} onClose={() => setOpen(false)} />}
    </Card>
  );
}
