import { equityScenarioDocuments } from '@core/tools/equity-split/equity-scenarios';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyLinkField } from '@/components/ui/copy-link-field';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import { useCreateToolDocumentLink, useStopToolDocumentLink } from '@/lib/tool-documents/tool-document-mutations';
import { toolDocumentLinkUrl } from '@/lib/tool-documents/tool-document-queries';
import { useMessageOf } from '@/lib/i18n/use-message-of';

type ScenarioLinkDialogProps = { scenario: ToolDocumentSummary; onClose: () => void };

/**
 * A scenario's read-only link: made here and shown once (only its hash is kept), remade (the old one stops
 * working) or stopped.
 */
export function ScenarioLinkDialog({ scenario, onClose }: ScenarioLinkDialogProps) {
  const t = useT();
  const messageOf = useMessageOf();
  const create = useCreateToolDocumentLink(equityScenarioDocuments);
  const stop = useStopToolDocumentLink(equityScenarioDocuments);
  const [token, setToken] = useState<string | null>(null);
  const [isShared, setIsShared] = useState(scenario.isShared);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const busy = create.isPending || stop.isPending;

  const makeLink = () =>
    create.mutate(scenario.id, {
      onSuccess: (link) => {
        setToken(link.token);
        setIsShared(true);
        setMessage(null);
      },
      onError: (failure) => setMessage({ text: messageOf(failure, t({ id: 'equitySplit.link.createError', defaultMessage: 'Could not create the link. Please try again.' })), isError: true }),
    });
  const stopSharing = () =>
    stop.mutate(scenario.id, {
      onSuccess: () => {
        setToken(null);
        setIsShared(false);
        setMessage({ text: t({ id: 'equitySplit.link.stopped', defaultMessage: 'Sharing stopped: the link no longer works.' }), isError: false });
      },
      onError: (failure) => setMessage({ text: messageOf(failure, t({ id: 'equitySplit.link.stopError', defaultMessage: 'Could not stop sharing. Please try again.' })), isError: true }),
    });

  return (
    // Not closed while a link is being made: its token would be lost (the old link is already replaced).
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={t({ id: 'equitySplit.link.title', defaultMessage: "Share ''{name}''" }, { name: scenario.name })}
        description={t({
          id: 'equitySplit.link.description',
          defaultMessage: 'Anyone with the link sees this scenario read-only: the founders, the split and the vesting.',
        })}
      >
        <div className="space-y-4">
          {token ? (
            <>
              <CopyLinkField
                url={toolDocumentLinkUrl(equityScenarioDocuments, token)}
                label={t({ id: 'equitySplit.link.fieldLabel', defaultMessage: 'Link to {name}' }, { name: scenario.name })}
              />
              <p className="text-sm text-muted-foreground">
                {t({
                  id: 'equitySplit.link.copyNow',
                  defaultMessage: 'Copy it now: for safety it is not shown again. The link shows the scenario as you save it.',
                })}
              </p>
            </>
          ) : (
            isShared && (
              <p className="text-sm text-muted-foreground">
                {t({
                  id: 'equitySplit.link.alreadyShared',
                  defaultMessage: 'This scenario has a read-only link. Links are shown only once: make a new link to copy one, and the old link stops working.',
                })}
              </p>
            )
          )}
          {message && (
            <p role={message.isError ? 'alert' : 'status'} className={message.isError ? 'text-sm text-destructive' : 'text-sm'}>
              {message.text}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {isShared && (
              <Button variant="outline" className="text-destructive" disabled={busy} onClick={stopSharing}>
                {t({ id: 'equitySplit.link.stop', defaultMessage: 'Stop Sharing' })}
              </Button>
            )}
            {!token && (
              <Button disabled={busy} aria-busy={create.isPending} onClick={makeLink}>
                {isShared
                  ? t({ id: 'equitySplit.link.makeNew', defaultMessage: 'Make New Link' })
                  : t({ id: 'equitySplit.link.create', defaultMessage: 'Create Link' })}
              </Button>
            )}
            {token && <Button onClick={onClose}>{t({ id: 'equitySplit.link.done', defaultMessage: 'Done' })}</Button>}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
