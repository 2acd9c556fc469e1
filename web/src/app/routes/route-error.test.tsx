import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { takeConsoleErrors } from '../../../../test-support/fail-on-console-error';
import { renderRoutes } from '@/test/render-app';
import { fakeApi, sessionOf } from '@/test/fake-api';

function Broken(): never {
  throw new Error('render failed');
}

it('shows a way out instead of a blank page when a page fails', async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  renderRoutes([{ path: '/', Component: Broken }]);
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  expect(takeConsoleErrors().some((args) => args[0] === 'Page failed:')).toBe(true);
});
