import type { ComponentProps } from 'react';
import type { LoadOnce } from '@/lib/load-once';

type PendingMenuButtonProps = Omit<ComponentProps<'button'>, 'onClick' | 'type'> & {
  popup: 'menu' | 'dialog';
  /** The menu's code: pressing the button asks for it. */
  code: LoadOnce<unknown>;
  onPressed: () => void;
};

/**
 * A menu's button, drawn alone until the menu's code has come (ADR 0043): pressed, it asks for the code and tells
 * `onPressed`, so that the menu opens when it comes.
 */
export function PendingMenuButton({ popup, code, onPressed, ...button }: PendingMenuButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      {...button}
      onClick={() => {
        onPressed();
        void code.load().catch(() => undefined);
      }}
    />
  );
}
