import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, signedInApi, signedInUser, thisDevice } from '@/test/fake-api';
import { loadPagesAt, renderApp } from '@/test/render-app';

beforeAll(() => loadPagesAt('/profile'));

const phone = { ...thisDevice, id: 's2', browser: 'Safari 18', os: 'iOS', current: false };
const laptop = { ...thisDevice, id: 's3', browser: 'Firefox 133', os: 'Windows', current: false };

describe('Profile → Security: sessions', () => {
  it('lists each session by browser and system, this device marked and without a Sign out of its own', async () => {
    fakeApi(signedInApi({ 'GET /api/account/sessions': () => ({ body: [thisDevice, phone] }) }));
    renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Chrome 131 on macOS This device',
      'Safari 18 on iOS',
    ]);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out Safari 18 on iOS' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/Last active .*2026/);
  });

  it('signs out one device, then reads the list again', async () => {
    let sessions = [thisDevice, phone, laptop];
    const calls = fakeApi(
      signedInApi({
        'GET /api/account/sessions': () => ({ body: sessions }),
        'DELETE /api/account/sessions/s2': () => {
          sessions = sessions.filter((session) => session.id !== 's2');
          return { status: 204, body: null };
        },
      }),
    );
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari 18 on iOS' }));
    expect(await screen.findByText('Signed out of that device.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari 18 on iOS')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/api/account/sessions' && call.method === 'GET')).toHaveLength(2);
  });

  it('signs out of all other devices, and then offers it no more', async () => {
    let sessions = [thisDevice, phone, laptop];
    fakeApi(
      signedInApi({
        'GET /api/account/sessions': () => ({ body: sessions }),
        'POST /api/account/sessions/end-others': () => {
          sessions = [thisDevice];
          return { body: { ended: 2 } };
        },
      }),
    );
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByText('Signed out of all other devices.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('list', { name: 'Active sessions' })).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('Profile → Security: change password', () => {
  const fill = async (user: ReturnType<typeof renderApp>['user'], current: string, next: string, confirm = next) => {
    const currentField = await screen.findByLabelText('Current password');
    if (current) await user.type(currentField, current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('checks the fields before sending', async () => {
    const calls = fakeApi(signedInApi());
    const { user } = renderApp('/profile');
    await fill(user, '', 'short', 'other');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('puts a wrong current password by its field, keeping what was typed', async () => {
    fakeApi(
      signedInApi({
        'POST /api/auth/change-password': () => ({
          status: 422,
          body: {
            code: 'INVALID_PASSWORD',
            message: 'The current password is not right.',
            issues: [{ path: 'currentPassword', message: 'The current password is not right.' }],
          },
        }),
      }),
    );
    const { user } = renderApp('/profile');
    await fill(user, 'not it', 'a new secret');
    expect(await screen.findByText('The current password is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveValue('a new secret');
  });

  it('changes it, signing the other devices out, and clears the form', async () => {
    const calls = fakeApi(
      signedInApi({ 'POST /api/auth/change-password': () => ({ body: { token: null, user: {} } }) }),
    );
    const { user } = renderApp('/profile');
    await fill(user, 'correct horse', 'a new secret');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'correct horse',
      newPassword: 'a new secret',
      revokeOtherSessions: true,
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });
});

describe('Profile → Your data', () => {
  it('offers the export as a download of /api/account/export', async () => {
    fakeApi(signedInApi());
    renderApp('/profile');
    const link = await screen.findByRole('link', { name: 'Export my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');
  });
});

describe('Profile → Danger zone', () => {
  const openDialog = async () => {
    const view = renderApp('/profile');
    await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) };
  };

  it('says what goes, offers the export first, and deletes only once the account’s e-mail is typed', async () => {
    let deleted = false;
    const calls = fakeApi(
      signedInApi({
        'GET /api/auth/get-session': () => ({ body: deleted ? null : { user: signedInUser, session: {} } }),
        'POST /api/account/delete': () => {
          deleted = true;
          return { status: 204, body: null };
        },
      }),
    );
    const { user, history, dialog } = await openDialog();
    expect(dialog).toHaveTextContent(
      "Comments you wrote on other people's ideas stay, shown as 'Deleted user'. This cannot be undone.",
    );
    expect(within(dialog).getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/account/export',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type your email to confirm'), 'ADA@example.com');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === '/api/account/delete')?.body).toEqual({ email: 'ADA@example.com' });
  });

  it('keeps the dialog and says why when the server refuses', async () => {
    fakeApi(
      signedInApi({
        'POST /api/account/delete': () => ({
          status: 503,
          body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again' } },
        }),
      }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Type your email to confirm'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account could not be deleted. Please try again.',
    );
  });
});
