import { useT } from '@/lib/i18n/use-t';
import { useLeaveRequest } from '@/lib/app-history';
import { useBeforeUnloadWarning } from '@/lib/use-before-unload-warning';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While `when` holds, leaving asks first: a link or Back inside the app opens 'Leave without saving?', and
 * closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const t = useT();
  const request = useLeaveRequest(when);

  useBeforeUnloadWarning(when);

  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => !open && request?.stay()}
      title={t({ id: 'ui.unsavedChangesGuard.title', defaultMessage: 'Leave without saving?' })}
      description={t({
        id: 'ui.unsavedChangesGuard.description',
        defaultMessage: 'Your changes are not saved yet. If you leave now, they are lost.',
      })}
      confirmLabel={t({ id: 'ui.unsavedChangesGuard.leave', defaultMessage: 'Leave' })}
      onConfirm={() => request?.leave()}
    />
  );
}
