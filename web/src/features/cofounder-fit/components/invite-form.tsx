import { inviteCofounderInputSchema } from '@core/tools/cofounder-fit/assessment-contracts';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { useInviteCofounder } from '../api/invite-cofounder';
import { commonMessages } from '../hooks/use-assessment-text';
import { useMessageOf } from '@/lib/i18n/use-message-of';

/** The co-founder's e-mail and 'Send invitation'; the server's reason shows on the field if it refuses. */
export function InviteForm({ assessmentId }: { assessmentId: string }) {
  const t = useT();
  const messageOf = useMessageOf();
  const invite = useInviteCofounder(assessmentId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteCofounderInputSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: () => setEmail(''),
      onError: (failure) =>
        setError(
          messageOf(
            failure,
            t({
              id: 'cofounderFit.inviteForm.sendFailed',
              defaultMessage: 'The invitation could not be sent. Please try again.',
            }),
          ),
        ),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <FormField
          label={t({ id: 'cofounderFit.inviteForm.emailLabel', defaultMessage: "Co-founder's e-mail" })}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
      </div>
      <Button type="submit" className="sm:mt-7" disabled={invite.isPending} aria-busy={invite.isPending}>
        {invite.isPending ? (
          <Spinner className="size-4" label={t(commonMessages.sending)} />
        ) : (
          <Send className="size-4" aria-hidden="true" />
        )}
        {t({ id: 'cofounderFit.inviteForm.send', defaultMessage: 'Send invitation' })}
      </Button>
    </form>
  );
}
