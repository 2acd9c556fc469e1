import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

it("keeps the keyboard on the tool it reached: dragging's code, which that focus asks for, draws the tools anew", async () => {
  fakeApi(signedInApi());
  const { user } = renderApp('/dashboard');
  const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
  await user.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
  const before = within(sidebar).getByRole('link', { name: 'Equity Calculator' });
  expect(before).not.toHaveAttribute('aria-describedby');
  before.focus();
  // dnd-kit's items describe themselves by its instructions for dragging with the keyboard: the code has come.
  await waitFor(() =>
    expect(within(sidebar).getByRole('link', { name: 'Equity Calculator' })).toHaveAttribute('aria-describedby'),
  );
  const after = within(sidebar).getByRole('link', { name: 'Equity Calculator' });
  expect(after).not.toBe(before);
  expect(after).toHaveFocus();
});
