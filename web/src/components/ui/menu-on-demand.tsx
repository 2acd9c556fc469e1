import { useState, type ComponentProps, type ReactNode } from 'react';
import type { LoadOnce } from '@/lib/load-once';
import { useLoadedAfterHydration } from '@/lib/use-loaded-after-hydration';

type MenuOnDemandProps<Code> = {
  /** The menu's code (its Radix parts), loaded once the page is hydrated. */
  code: LoadOnce<Code>;
  popup: 'menu' | 'dialog';
  /** The button's label, look and content, the same before and after the menu's code has come. */
  button: Omit<ComponentProps<'button'>, 'onClick' | 'type'>;
  /** The menu, once its code has come; `openAtOnce`: the button was pressed before it came. */
  children: (code: Code, openAtOnce: boolean) => ReactNode;
};

/**
 * A menu whose code loads once the page is hydrated (ADR 0043): until it has come its button is drawn alone, and
 * pressed meanwhile, it asks for the code and the menu opens when it comes.
 */
export function MenuOnDemand<Code>({ code, popup, button, children }: MenuOnDemandProps<Code>) {
  const loaded = useLoadedAfterHydration(code);
  const [pressed, setPressed] = useState(false);
  if (loaded) return children(loaded, pressed);
  return (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      {...button}
      onClick={() => {
        setPressed(true);
        void code.load().catch(() => undefined);
      }}
    />
  );
}
