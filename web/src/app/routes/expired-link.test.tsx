import { act, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, sessionOf } from '@/test/fake-api';
import { renderApp, renderRoutes } from '@/test/render-app';
import { ExpiredLinkRoute } from './expired-link';

it('says the link is no longer valid and offers four ways on', async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  renderApp('/expired-link');
  expect(await screen.findByText('This shared link is no longer valid or has expired')).toBeInTheDocument();

  const ask = screen.getByRole('link', { name: 'Ask sender for a new link' });
  const href = ask.getAttribute('href') ?? '';
  expect(href.startsWith('mailto:')).toBe(true);
  const draft = new URLSearchParams(href.slice(href.indexOf('?') + 1));
  expect(draft.get('subject')).toBe('Request for a new Founder Toolkit link');
  expect(draft.get('body')).toContain('no longer valid or has expired');

  expect(screen.getByRole('link', { name: 'Browse public ideas instead' })).toHaveAttribute(
    'href',
    '/tool/idea-garage',
  );
  expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
});

const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/previous', element: <p>Previous page</p> },
  { path: '/expired-link', Component: ExpiredLinkRoute },
];

it('Go back returns to the page before', async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  const { history, user } = renderRoutes(routes, '/previous');
  act(() => history.push('/expired-link'));
  await user.click(await screen.findByRole('button', { name: 'Go back' }));
  expect(await screen.findByText('Previous page')).toBeInTheDocument();
});

it('Go back goes home when the link was opened directly', async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  const { user } = renderRoutes(routes, '/expired-link');
  await user.click(await screen.findByRole('button', { name: 'Go back' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});
