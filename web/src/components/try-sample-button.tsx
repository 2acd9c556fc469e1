import { FlaskConical } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

/** 'Try a sample' (ADR 0072): puts the tool's labelled sample on the page. */
export function TrySampleButton({ onClick, size }: { onClick: () => void; size?: 'sm' }) {
  const t = useT();
  return (
    <Button variant="outline" size={size} onClick={onClick}>
      <FlaskConical aria-hidden className="size-4" />
      {t({ id: 'emptyState.trySample', defaultMessage: 'Try a sample' })}
    </Button>
  );
}
