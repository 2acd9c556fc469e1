import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from './change-password-form';

/** Profile → Security: the password, and where the account is signed in. */
export function SecuritySection() {
  const t = useT();
  return (
    <Card className="max-w-xl space-y-8" aria-labelledby="security-heading" role="region">
      <h2 id="security-heading" className="text-xl font-semibold">
        {t({ id: 'account.security.title', defaultMessage: 'Security' })}
      </h2>
      <ChangePasswordForm />
      <ActiveSessions />
    </Card>
  );
}
