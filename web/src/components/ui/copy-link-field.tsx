import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/use-t';
import { Button } from './button';
import { Input } from './input';

type CopyLinkFieldProps = { url: string; label: string; copyLabel?: string | undefined };

/** A link in a read-only field (selected on focus) with 'Copy link'; says 'Copied' once it is on the clipboard. */
export function CopyLinkField({ url, label, copyLabel }: CopyLinkFieldProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error(t({ id: 'ui.copyLinkField.error.title', defaultMessage: 'Error' }), {
        description: t({
          id: 'ui.copyLinkField.error.description',
          defaultMessage: 'Could not copy the link. Select it and copy it yourself.',
        }),
      });
    }
  };
  return (
    <div className="flex gap-2">
      <Input readOnly value={url} aria-label={label} onFocus={(event) => event.target.select()} />
      <Button variant="outline" aria-label={copyLabel} onClick={() => void copy()}>
        {copied
          ? t({ id: 'ui.copyLinkField.copied', defaultMessage: 'Copied' })
          : t({ id: 'ui.copyLinkField.copy', defaultMessage: 'Copy link' })}
      </Button>
      {/* The button's name may be its aria-label: say the copy out loud either way. */}
      <span role="status" className="sr-only">
        {copied ? t({ id: 'ui.copyLinkField.copiedStatus', defaultMessage: 'Link copied' }) : ''}
      </span>
    </div>
  );
}
