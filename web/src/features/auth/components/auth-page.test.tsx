import { GOOGLE_NOT_CONFIGURED_MESSAGE } from '@core/auth/auth-contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInApi, signedInUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

describe('/auth and /login', () => {
  it.each(['/auth', '/login'])('%s shows Google and the Login / Sign Up tabs', async (path) => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
    renderApp(path);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText('Or')).toBeInTheDocument();
  });
});

describe('a signed-in user', () => {
  it.each(['/', '/auth', '/login'])('at %s goes to the dashboard', async (path) => {
    fakeApi(signedInApi());
    const { history } = renderApp(path);
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(history.action).toBe('REPLACE');
  });
});

describe('signing in', () => {
  it('checks the fields before calling the service', async () => {
    const calls = fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('signs in, says so, and lands on the dashboard', async () => {
    let signedIn = false;
    const calls = fakeApi({
      ...signedInApi(),
      'GET /api/auth/get-session': () => sessionOf(signedIn ? signedInUser : null)(),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { user: signedInUser, token: 't' } };
      },
    });
    const { user, history } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/sign-in/email')?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it("shows the service's message when sign-in fails, and stays", async () => {
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      'POST /api/auth/sign-in/email': () => ({
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
      }),
    });
    const { user, history } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email not verified')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});

describe('signing up', () => {
  const fillSignUp = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  };

  it('creates the account and asks the user to confirm their e-mail', async () => {
    const calls = fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      'POST /api/auth/sign-up/email': () => ({
        body: { token: null, user: { ...signedInUser, emailVerified: false } },
      }),
    });
    const { user } = renderApp('/auth');
    await fillSignUp(user);
    expect(
      await screen.findByText('Account created! Please check your email to confirm your account.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/sign-up/email')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      callbackURL: '/',
    });
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts the service’s field message beside the field', async () => {
    const message = 'An account with this email already exists. Please sign in instead.';
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      'POST /api/auth/sign-up/email': () => ({
        status: 422,
        body: { code: 'USER_ALREADY_EXISTS', message, issues: [{ path: 'email', message }] },
      }),
    });
    const { user } = renderApp('/auth');
    await fillSignUp(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a password of at least 8 characters', async () => {
    const calls = fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('coming back from a failed redirect', () => {
  it('says a Google sign-in was cancelled, and cleans the address', async () => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
    const { history } = renderApp('/auth?error=access_denied');
    expect(await screen.findByText('Google sign-in was cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('never shows text from the address itself', async () => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
    renderApp('/auth?error=Call+1-800-SCAM&error_description=Your+account+is+locked');
    expect(await screen.findByText('Sign-in failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/SCAM|locked/)).not.toBeInTheDocument();
  });

  it('says a confirmation link has expired', async () => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
    renderApp('/?error=TOKEN_EXPIRED');
    expect(
      await screen.findByText('This confirmation link has expired. Sign in to get a new one.'),
    ).toBeInTheDocument();
  });
});

describe('Google', () => {
  it('says so in an error toast when Google sign-in is not configured', async () => {
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      'POST /api/auth/sign-in/social': () => ({
        status: 503,
        body: { code: 'GOOGLE_NOT_CONFIGURED', message: GOOGLE_NOT_CONFIGURED_MESSAGE },
      }),
    });
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(GOOGLE_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
  });
});
