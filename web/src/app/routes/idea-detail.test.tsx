import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { boardOf, ideaView } from '@/test/idea-fixtures';
import { renderApp } from '@/test/render-app';

const ID = '11111111-1111-4111-8111-111111111111';

it('opens from a click on the card, with the breadcrumb and the properties', async () => {
  fakeApi(signedInApi({ 'GET /api/ideas': boardOf(ideaView()), [`GET /api/ideas/${ID}`]: () => ({ body: ideaView() }) }));
  const { user, router } = renderApp('/tool/idea-garage');
  await user.click(await screen.findByText('Cheap power for rural shops'));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/tool/idea-garage/idea/${ID}`));
  expect(await screen.findByRole('heading', { level: 1, name: 'Solar kiosks' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Idea Garage > Solar kiosks');
  for (const text of ['MVP Estimate', '$12,500', 'Insight/Whynow', 'Panel prices fell', 'Idea / Problem', 'climate, hardware']) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/tool/idea-garage'));
});

it("says an idea the viewer may not see doesn't exist, with a way back", async () => {
  fakeApi(signedInApi({ [`GET /api/ideas/${ID}`]: () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Idea not found' } } }) }));
  const { user, router } = renderApp(`/tool/idea-garage/idea/${ID}`);
  expect(await screen.findByRole('heading', { name: 'Idea not found' })).toBeInTheDocument();
  expect(screen.getByText("The idea you're looking for doesn't exist.")).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to Idea Garage' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/tool/idea-garage'));
});
