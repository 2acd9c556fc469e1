import { ADVISOR_LIMITS } from '@core/tools/advisors-directory/advisor-profile';
import { introRequestInputSchema } from '@core/tools/advisors-directory/intro-requests';
import { z } from '@core/zod';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useSendIntro } from '../api/intro-requests';

/**
 * A founder's intro request to an advisor, from their card: a short message, checked before it goes; a refusal (a
 * limit reached, one waiting already) is said next to the button.
 */
export function IntroForm({ advisorId, name, onDone }: { advisorId: string; name: string; onDone: () => void }) {
  const t = useT();
  const messageOf = useMessageOf();
  const send = useSendIntro();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = z.safeParse(introRequestInputSchema, { message });
    setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    try {
      await send.mutateAsync({ advisorId, message: checked.data.message });
      toast.success(
        t({ id: 'advisors.intro.sent', defaultMessage: 'Your intro request is on its way to {name}.' }, { name }),
      );
      onDone();
    } catch (error) {
      setRefusal(
        messageOf(
          error,
          t({ id: 'advisors.intro.failed', defaultMessage: 'Your intro request could not be sent. Please try again.' }),
        ),
      );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-md border border-border p-3">
      <TextAreaField
        label={t({ id: 'advisors.intro.message', defaultMessage: 'Message to {name}' }, { name })}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={fieldError}
        maxLength={ADVISOR_LIMITS.introMessage}
        placeholder={t({
          id: 'advisors.intro.placeholder',
          defaultMessage: 'Who you are, what you are building, and what you would like their help with.',
        })}
      />
      <p className="text-xs text-muted-foreground">
        {t({
          id: 'advisors.intro.privacy',
          defaultMessage: 'Your e-mail address is shared with the advisor only if they accept.',
        })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={send.isPending}>
          {send.isPending
            ? t({ id: 'advisors.intro.sending', defaultMessage: 'Sending…' })
            : t({ id: 'advisors.intro.send', defaultMessage: 'Send request' })}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={send.isPending}>
          {t({ id: 'advisors.form.cancel', defaultMessage: 'Cancel' })}
        </Button>
        <FormAlert message={refusal} />
      </div>
    </form>
  );
}
