import { useState, type ComponentProps, type ReactNode } from 'react';
import type { LoadOnce } from '@/lib/load-once';
import { useLoadedOnIntent } from '@/lib/use-loaded-on-intent';

type MenuOnDemandProps<Code> = {
  /** The menu's code (its Radix parts), loaded when the button is about to be used. */
  code: LoadOnce<Code>;
  popup: 'menu' | 'dialog';
  /** The button's label, look and content, the same before and after the menu's code has come. */
  button: Omit<ComponentProps<'button'>, 'onClick' | 'type'>;
  /** The menu, once its code has come; `openAtOnce`: the button was pressed before it came. */
  children: (code: Code, openAtOnce: boolean) => ReactNode;
};

/**
 * A menu whose code loads when its button is about to be used — the pointer over it, or the focus on it — not with
 * the page, whose loading it would otherwise add to (ADR 0089). Until it has come the button is drawn alone; pressed
 * meanwhile (a tap, with no pointer over it first), it asks for the code and the menu opens when it comes. At once on
 * a page drawn after the code has come.
 */
export function MenuOnDemand<Code>({ code, popup, button, children }: MenuOnDemandProps<Code>) {
  const { loaded, want, box } = useLoadedOnIntent(code);
  const [pressed, setPressed] = useState(false);
  return (
    // Around the button, which the menu's code draws anew: its focus stays on it (useLoadedOnIntent).
    <span ref={box} className="contents">
      {loaded ? (
        children(loaded, pressed)
      ) : (
        <button
          type="button"
          aria-haspopup={popup}
          aria-expanded={false}
          {...button}
          onPointerEnter={want}
          onFocus={want}
          onClick={() => {
            setPressed(true);
            want();
          }}
        />
      )}
    </span>
  );
}
