import { Card } from '@/components/ui/card';
import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from './change-password-form';

/** Profile → Security: the password, and where the account is signed in. */
export function SecuritySection() {
  return (
    <Card className="max-w-xl space-y-8" aria-labelledby="security-heading" role="region">
      <h2 id="security-heading" className="text-xl font-semibold">
        Security
      </h2>
      <ChangePasswordForm />
      <ActiveSessions />
    </Card>
  );
}
