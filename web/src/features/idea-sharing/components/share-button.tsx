import { Share2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { defineMessages } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/use-t';

// The dialog's insides load when it first opens: the idea page does not carry them for a reader who never shares.
const ShareWizard = lazy(async () => ({ default: (await import('./share-wizard')).ShareWizard }));
const ManageAccess = lazy(async () => ({ default: (await import('./manage-access')).ManageAccess }));

const messages = defineMessages({
  share: { id: 'ideaSharing.shareButton.share', defaultMessage: 'Share' },
  shareTab: { id: 'ideaSharing.shareButton.shareTab', defaultMessage: 'Share' },
  manageAccessTab: { id: 'ideaSharing.shareButton.manageAccessTab', defaultMessage: 'Manage access' },
});

type ShareButtonProps = {
  /** An idea the viewer may share (the caller checks `permissions.canShare`); without `pages` only the full idea is offered. */
  idea: { id: string; title: string; pages?: { id: string; title: string }[] };
  /** An icon-only button named 'Share {title}' (for cards) instead of the 'Share' button. */
  compact?: boolean;
  onShared?: () => void;
};

/**
 * 'Share': one dialog with two tabs, 'Share' (the three steps) and 'Manage access' (who has it, revocable).
 * Clicks inside stay inside: a card around the button does not take them for a click on the card.
 */
export function ShareButton({ idea, compact = false, onShared }: ShareButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('share');
  const hasShared = useRef(false);
  const ideas = [{ id: idea.id, title: idea.title, pages: idea.pages ?? [] }];
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) setTab('share');
    if (!next && hasShared.current) {
      hasShared.current = false;
      onShared?.();
    }
  };
  const keepInside = (event: MouseEvent) => event.stopPropagation();

  return (
    <span className="contents" onClick={keepInside}>
      {compact ? (
        <IconButton
          label={t(
            { id: 'ideaSharing.shareButton.shareNamed', defaultMessage: 'Share {title}' },
            { title: idea.title },
          )}
          icon={Share2}
          onClick={() => changeOpen(true)}
        />
      ) : (
        <Button variant="outline" onClick={() => changeOpen(true)}>
          <Share2 className="size-4" aria-hidden="true" /> {t(messages.share)}
        </Button>
      )}
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent
          title={t(
            { id: 'ideaSharing.shareButton.dialogTitle', defaultMessage: 'Share “{title}”' },
            { title: idea.title },
          )}
          className="max-w-lg"
        >
          <Tabs value={tab} onValueChange={setTab} className="space-y-4">
            <TabsList className="w-full">
              <TabsTrigger value="share">{t(messages.shareTab)}</TabsTrigger>
              <TabsTrigger value="access">{t(messages.manageAccessTab)}</TabsTrigger>
            </TabsList>
            {/* Kept mounted, so looking at who has access does not lose what was entered. */}
            <TabsContent value="share" forceMount hidden={tab !== 'share'}>
              <Suspense fallback={<Spinner className="mx-auto my-8" />}>
                <ShareWizard
                  ideas={ideas}
                  onCancel={() => changeOpen(false)}
                  onShared={() => (hasShared.current = true)}
                  onDone={() => changeOpen(false)}
                />
              </Suspense>
            </TabsContent>
            <TabsContent value="access">
              <Suspense fallback={<Spinner className="mx-auto my-8" />}>
                <ManageAccess ideaId={idea.id} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </DialogContent>
      </Dialog>
    </span>
  );
}
