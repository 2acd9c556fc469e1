import { Outlet } from 'react-router';
import { AuthDialogProvider } from '@/features/auth/components/auth-dialog';

/** Wraps every page with what needs the router: the sign-in dialog. */
export function RootLayout() {
  return (
    <AuthDialogProvider>
      <Outlet />
    </AuthDialogProvider>
  );
}
