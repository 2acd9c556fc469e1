import { Outlet } from 'react-router';
import { AppShell } from './app-shell';

/** Signed-in pages inside the app shell (sidebar and main area). */
export function ShellLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
