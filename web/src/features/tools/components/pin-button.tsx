import { Pin, PinOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

/** toolName: the tool's name in the page's language (useToolText). */
type PinButtonProps = { toolName: string; isPinned: boolean; onToggle: () => void; className?: string };

/** Pins or unpins a tool; says which by its label and pressed state. */
export function PinButton({ toolName, isPinned, onToggle, className }: PinButtonProps) {
  const t = useT();
  const Icon = isPinned ? PinOff : Pin;
  return (
    <button
      type="button"
      aria-pressed={isPinned}
      aria-label={
        isPinned
          ? t({ id: 'tools.pinButton.unpinTool', defaultMessage: 'Unpin {toolName}' }, { toolName })
          : t({ id: 'tools.pinButton.pinTool', defaultMessage: 'Pin {toolName}' }, { toolName })
      }
      title={
        isPinned
          ? t({ id: 'tools.pinButton.unpin', defaultMessage: 'Unpin' })
          : t({ id: 'tools.pinButton.pin', defaultMessage: 'Pin' })
      }
      onClick={onToggle}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        isPinned && 'text-primary',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
