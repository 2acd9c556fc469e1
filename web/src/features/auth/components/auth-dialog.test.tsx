import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInApi, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { AuthDialogProvider, useAuthDialog } from './auth-dialog';

function Openers() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <>
      <button onClick={() => openAuthDialog()}>Open</button>
      <button onClick={() => openAuthDialog({ mode: 'signup' })}>Open sign-up</button>
      <button onClick={() => openAuthDialog({ fromSharedLink: true })}>Open from link</button>
    </>
  );
}

const renderDialog = () =>
  renderRoutes([
    {
      path: '/',
      element: (
        <AuthDialogProvider>
          <Openers />
        </AuthDialogProvider>
      ),
    },
    { path: '/dashboard', element: <p>Dashboard page</p> },
  ]);

it('opens with the welcome title, Google, an Or divider and the Sign In / Sign Up tabs', async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  const { user } = renderDialog();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to Founder Toolkit' });
  expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  expect(screen.getByText('Or')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
});

it('opens in sign-up mode when asked', async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  const { user } = renderDialog();
  await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
  expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
});

it("is titled 'Sign in to interact' when opened from a shared link", async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  const { user } = renderDialog();
  await user.click(screen.getByRole('button', { name: 'Open from link' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in to interact' })).toBeInTheDocument();
});

it('clears e-mail, password and name when closed', async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  const { user } = renderDialog();
  await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
  await user.type(await screen.findByLabelText('Full Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-secret');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
  expect(await screen.findByLabelText('Full Name')).toHaveValue('');
  expect(screen.getByLabelText('Email')).toHaveValue('');
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

it('closes after a successful sign-in', async () => {
  let signedIn = false;
  fakeApi({
    ...signedInApi(),
    'GET /api/auth/get-session': () => sessionOf(signedIn ? signedInUser : null)(),
    'POST /api/auth/sign-in/email': () => {
      signedIn = true;
      return { body: { user: signedInUser, token: 't' } };
    },
  });
  const { user, history } = renderDialog();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
  await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
});

it('closes after a successful sign-up', async () => {
  fakeApi({
    'GET /api/auth/get-session': sessionOf(null),
    'POST /api/auth/sign-up/email': () => ({ body: { token: null, user: signedInUser } }),
  });
  const { user } = renderDialog();
  await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
  await user.type(await screen.findByLabelText('Full Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('Account created! Please check your email to confirm your account.')).toBeInTheDocument();
});

it('offers Forgot password? on Sign In, whose form opens inside the dialog', async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  const { user } = renderDialog();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
  const dialog = screen.getByRole('dialog', { name: 'Welcome to Founder Toolkit' });
  expect(dialog).toContainElement(screen.getByRole('heading', { name: 'Reset your password' }));
  expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
});
