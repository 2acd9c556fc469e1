import { defineMessages } from 'react-intl';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import { AuthPanel, type AuthMode } from './auth-panel';

const messages = defineMessages({
  welcomeTitle: { id: 'auth.dialog.welcomeTitle', defaultMessage: 'Welcome to Founder Toolkit' },
  sharedLinkTitle: { id: 'auth.dialog.sharedLinkTitle', defaultMessage: 'Sign in to interact' },
});

type AuthDialogContentProps = { open: boolean; mode: AuthMode; fromSharedLink: boolean; onClose: () => void };

/**
 * The Welcome / sign-in dialog itself, with its forms and the auth client: loaded on demand by
 * AuthDialogProvider (auth-dialog.tsx). Closing it unmounts its forms, which clears name, e-mail and password.
 */
export function AuthDialogContent({ open, mode, fromSharedLink, onClose }: AuthDialogContentProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={t(fromSharedLink ? messages.sharedLinkTitle : messages.welcomeTitle)}
        description={t({
          id: 'auth.dialog.description',
          defaultMessage: 'Sign in or create an account to save your ideas and use every tool.',
        })}
      >
        <AuthPanel
          key={mode}
          mode={mode}
          loginLabel={t({ id: 'auth.dialog.signInTab', defaultMessage: 'Sign In' })}
          onSignedIn={onClose}
          onSignedUp={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
