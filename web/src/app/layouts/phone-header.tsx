import { Menu } from 'lucide-react';
import type { Ref } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useMediaQuery } from '@/lib/use-media-query';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { BrandLink } from './brand-link';
import { PHONE_SCREEN } from './use-phone-drawer';

type PhoneHeaderProps = {
  drawerId: string;
  isDrawerOpen: boolean;
  onOpenDrawer: () => void;
  buttonRef: Ref<HTMLButtonElement>;
  /** While the drawer is open. */
  inert: boolean;
};

/** A phone's top bar (below 640 px; ADR 0115): the menu button opening the sidebar's drawer, the name, the bell. */
export function PhoneHeader({ drawerId, isDrawerOpen, onOpenDrawer, buttonRef, inert }: PhoneHeaderProps) {
  const t = useT();
  // One bell at a time: the sidebar's is drawn (and hidden on a phone) until the browser knows it is a phone.
  const isPhone = useMediaQuery(PHONE_SCREEN);
  return (
    <header
      inert={inert}
      className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-border bg-card px-2 sm:hidden"
    >
      <button
        ref={buttonRef}
        type="button"
        onClick={onOpenDrawer}
        aria-label={t({ id: 'shell.phoneHeader.menu', defaultMessage: 'Menu' })}
        aria-expanded={isDrawerOpen}
        aria-controls={drawerId}
        className="flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <BrandLink withName />
      <div className="ml-auto size-11">
        {isPhone && <NotificationBell expanded={false} className="size-full justify-center" />}
      </div>
    </header>
  );
}
