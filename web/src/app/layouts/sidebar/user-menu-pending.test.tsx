import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

// The menu's code is held back until the test lets it come.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./user-menu-dropdown', async (original) => {
  await arrived;
  return original();
});

it("opens the account menu pressed before the menu's code had come, once it comes", async () => {
  fakeApi(signedInApi());
  const { user } = renderApp('/dashboard');
  const button = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(screen.queryByRole('menu')).toBeNull();

  arrive();
  const menu = await screen.findByRole('menu');
  expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent?.trim())).toEqual([
    'Profile',
    'Preferences',
    'Sign out',
  ]);
});
