import { getDisplayName } from '@core/user/display-name';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { MenuOnDemand } from '@/components/ui/menu-on-demand';
import { useT } from '@/lib/i18n/use-t';
import { loadOnce } from '@/lib/load-once';
import type { SessionUser } from '@/lib/session';

export type UserMenuProps = { user: SessionUser; expanded: boolean };

/** The menu's button: the avatar, and with the sidebar expanded the display name and e-mail. */
export function useUserMenuButton({ user, expanded }: UserMenuProps) {
  const t = useT();
  const name = getDisplayName(user);
  return {
    'aria-label': t({ id: 'shell.userMenu.trigger', defaultMessage: 'Account menu for {name}' }, { name }),
    className: cn(
      'flex w-full items-center gap-3 rounded-md p-2 text-left hover:bg-muted',
      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    ),
    children: (
      <>
        <Avatar user={user} />
        {expanded && (
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium">{name}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        )}
      </>
    ),
  };
}

/** The menu itself (Radix's dropdown, sign-out): loaded when its button is about to be used (ADR 0089). */
const dropdownCode = loadOnce(() => import('./user-menu-dropdown'));

/** The user block (avatar, display name, e-mail) opening Profile, Preferences and 'Sign out'. */
export function UserMenu(props: UserMenuProps) {
  return (
    <MenuOnDemand code={dropdownCode} popup="menu" button={useUserMenuButton(props)}>
      {(dropdown, openAtOnce) => <dropdown.UserMenuDropdown {...props} defaultOpen={openAtOnce} />}
    </MenuOnDemand>
  );
}
