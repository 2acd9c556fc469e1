import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, sessionOf } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

it('asks first, then turns E-mail notifications off with the link’s token, and says where to undo it', async () => {
  const calls = fakeApi({
    'GET /api/auth/get-session': sessionOf(null),
    'POST /api/notifications/unsubscribe': () => ({ body: { topic: 'notifications' } }),
  });
  const { user } = renderApp('/unsubscribe?token=abc.def');
  expect(await screen.findByRole('heading', { name: 'E-mail notifications' })).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Turn off e-mail notifications' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'E-mail notifications are off. You can turn them on again in Preferences.',
  );
  expect(screen.getByRole('link', { name: 'Preferences' })).toHaveAttribute('href', '/preferences');
  expect(calls.find((call) => call.method === 'POST')?.query).toEqual({ token: ['abc.def'] });
});

it('says so when the link is not valid, and lets the user try again', async () => {
  fakeApi({
    'GET /api/auth/get-session': sessionOf(null),
    'POST /api/notifications/unsubscribe': () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'This unsubscribe link is not valid.' } },
    }),
  });
  const { user } = renderApp('/unsubscribe?token=forged');
  await user.click(await screen.findByRole('button', { name: 'Turn off e-mail notifications' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  expect(screen.getByRole('button', { name: 'Turn off e-mail notifications' })).toBeEnabled();
});

it('speaks of the weekly digest when the link is a digest’s', async () => {
  fakeApi({
    'GET /api/auth/get-session': sessionOf(null),
    'POST /api/notifications/unsubscribe': () => ({ body: { topic: 'digest' } }),
  });
  const { user } = renderApp('/unsubscribe?token=abc.def&topic=digest');
  expect(await screen.findByRole('heading', { name: 'Weekly digest' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Turn off the weekly digest' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The weekly digest is off. You can turn it on again in Preferences.',
  );
});
