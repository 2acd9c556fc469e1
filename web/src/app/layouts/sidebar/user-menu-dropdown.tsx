import { LogOut, Settings, User } from 'lucide-react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useSignOut } from '@/features/auth/api/use-sign-out';
import { useUserMenuButton, type UserMenuProps } from './user-menu';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted';

/** The account menu: Profile, Preferences and 'Sign out' (user-menu.tsx draws its button until this has loaded). */
export function UserMenuDropdown({ defaultOpen, ...props }: UserMenuProps & { defaultOpen: boolean }) {
  const t = useT();
  const signOut = useSignOut();
  const button = useUserMenuButton(props);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...button} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="right"
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-md border border-border bg-card p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.profile.getHref()}>
              <User className="size-4" aria-hidden="true" />{' '}
              {t({ id: 'shell.userMenu.profile', defaultMessage: 'Profile' })}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.preferences.getHref()}>
              <Settings className="size-4" aria-hidden="true" />{' '}
              {t({ id: 'shell.userMenu.preferences', defaultMessage: 'Preferences' })}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
            <LogOut className="size-4" aria-hidden="true" />{' '}
            {t({ id: 'shell.userMenu.signOut', defaultMessage: 'Sign out' })}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
