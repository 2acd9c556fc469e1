import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusablesIn } from '@/lib/focusables';
import { useMediaQuery } from '@/lib/use-media-query';

/** Below Tailwind's sm breakpoint (640 px): a phone's window, where the sidebar is a drawer (ADR 0115). */
export const PHONE_SCREEN = '(max-width: 39.98rem)';

/**
 * The sidebar as a phone's drawer, a modal: opened from the header's menu button, it takes the focus (its first link),
 * keeps the page behind it from scrolling, and closes on Escape, on the backdrop, on its close button and when a link
 * in it is followed (the address changes) — the focus back on the menu button. Closed on a wider window. The page
 * behind it is made inert by the shell.
 */
export function usePhoneDrawer() {
  const isPhone = useMediaQuery(PHONE_SCREEN);
  const { key } = useLocation();
  // Open at this address: following a link changes the address, which closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = isPhone && openedAt === key;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const button = buttonRef.current;
    focusablesIn(drawerRef.current)[0]?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // An open menu in the drawer (the account menu, the inbox) takes Escape first (Radix marks it handled).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setOpenedAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      button?.focus();
    };
  }, [isOpen]);
  return { isOpen, open: () => setOpenedAt(key), close: () => setOpenedAt(null), buttonRef, drawerRef };
}
