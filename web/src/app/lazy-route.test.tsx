import { act, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { takeConsoleErrors } from '../../../test-support/fail-on-console-error';
import { fakeApi, sessionOf } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { lazyRoute, preloadRoutes } from './lazy-route';

const Page = () => <p>The page</p>;

it('draws a preloaded page on the first render, with no wait', async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  const routes = [{ path: '/', Component: lazyRoute(async () => Page) }];
  await preloadRoutes(routes, '/');
  renderRoutes(routes);
  expect(screen.getByText('The page')).toBeInTheDocument();
});

it('shows RouteError when a page cannot load, and the other pages still work', async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  const { history } = renderRoutes([
    { path: '/', Component: lazyRoute(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))) },
    { path: '/other', element: <p>Another page</p> },
  ]);
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(takeConsoleErrors().some((args) => args[0] === 'Page failed:')).toBe(true);

  act(() => history.push('/other'));
  expect(await screen.findByText('Another page')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
});
