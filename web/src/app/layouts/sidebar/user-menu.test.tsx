import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInApi, signedInUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

it.each([
  [{ name: 'ada king lovelace' }, 'AK', 'ada king lovelace'],
  [{ name: '' }, 'A', 'ada@example.com'],
])('shows initials and the display name for %j', async (overrides, initials, displayName) => {
  fakeApi(signedInApi({ 'GET /api/auth/get-session': sessionOf({ ...signedInUser, ...overrides }) }));
  const { user } = renderApp('/dashboard');
  const trigger = await screen.findByRole('button', { name: `Account menu for ${displayName}` });
  expect(trigger).toHaveTextContent(initials);
  await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
  expect(trigger).toHaveTextContent(displayName);
  expect(trigger).toHaveTextContent('ada@example.com');
});
