import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInApi, signedInUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const RESET_REQUESTED = 'If an account exists for that address, we sent a link to reset your password.';
const LINK_INVALID = 'This reset link is invalid or has expired.';

describe('Forgot password?', () => {
  it('opens the reset form with the e-mail typed so far, sends it, says the same thing whatever the address, and goes back', async () => {
    const calls = fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      'POST /api/auth/request-password-reset': () => ({ body: { status: true, message: 'If this email exists…' } }),
    });
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_REQUESTED);
    expect(calls.find((call) => call.path === '/api/auth/request-password-reset')?.body).toEqual({
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('checks the address before sending, and shows a refusal by the form', async () => {
    const calls = fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      'POST /api/auth/request-password-reset': () => ({
        status: 429,
        body: {
          message: 'Too many attempts. Please wait a minute and try again.',
          messageId: 'server.auth.tooManyAttempts',
        },
      }),
    });
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});

describe('/reset-password', () => {
  it('asks for the new password twice, sends it with the token, says it is reset and lands signed in on the dashboard', async () => {
    let reset = false;
    const calls = fakeApi({
      ...signedInApi(),
      'GET /api/auth/get-session': () => sessionOf(reset ? signedInUser : null)(),
      'POST /api/auth/reset-password': () => {
        reset = true;
        return { body: { status: true } };
      },
    });
    const { user, history } = renderApp('/reset-password?token=the-token');
    await user.type(await screen.findByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Confirm password'), 'a brand new secreT');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      newPassword: 'a brand new secret',
      token: 'the-token',
    });
  });

  it('says a link is invalid when better-auth found it so, with a way to ask for a new one', async () => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
    const { user, history } = renderApp('/reset-password?error=INVALID_TOKEN');
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(history.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('says a link is invalid when the server refuses it on submit (used meanwhile, or expired)', async () => {
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      'POST /api/auth/reset-password': () => ({
        status: 400,
        body: { code: 'INVALID_TOKEN', message: 'Invalid token' },
      }),
    });
    const { user } = renderApp('/reset-password?token=used');
    await user.type(await screen.findByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Confirm password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('puts the server’s word about the new password by its field', async () => {
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      'POST /api/auth/reset-password': () => ({
        status: 422,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Too weak',
          issues: [{ path: 'newPassword', message: 'Too weak' }],
        },
      }),
    });
    const { user } = renderApp('/reset-password?token=t');
    await user.type(await screen.findByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Confirm password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Too weak')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });
});
