import { useRef } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import type { ShareIdea } from './share-config';
import { ShareWizard } from './share-wizard';

type ShareDialogProps = {
  /** What to share; `pages` may be [] when not known (then only the full idea is offered). */
  ideas: ShareIdea[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful share, once the dialog closes (for a public link: when its link panel is closed). */
  onShared?: () => void;
};

/**
 * The share dialog (§2, §4): What to Share, Share Method, Settings. Closing it, by Cancel or otherwise,
 * forgets everything entered (the wizard unmounts).
 */
export function ShareDialog({ ideas, open, onOpenChange, onShared }: ShareDialogProps) {
  const t = useT();
  const hasShared = useRef(false);
  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next && hasShared.current) {
      hasShared.current = false;
      onShared?.();
    }
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title={
          ideas.length > 1
            ? t(
                {
                  id: 'ideaSharing.shareDialog.titleMany',
                  defaultMessage: 'Share {count, plural, one {# idea} other {# ideas}}',
                },
                { count: ideas.length },
              )
            : t({ id: 'ideaSharing.shareDialog.titleOne', defaultMessage: 'Share Idea' })
        }
        className="max-w-lg"
      >
        <ShareWizard
          ideas={ideas}
          onCancel={() => changeOpen(false)}
          onShared={() => (hasShared.current = true)}
          onDone={() => changeOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
