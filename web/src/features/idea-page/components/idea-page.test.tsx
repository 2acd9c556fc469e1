import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { pageContent } from '@/test/idea-fixtures';
import { stubProseMirrorLayout } from '@/test/prosemirror-stubs';
import { PageContentEditor } from './page-content-editor';

const ID = '11111111-1111-4111-8111-111111111111';
const CONTENT = `/api/ideas/${ID}/pages/p1/content`;

beforeAll(stubProseMirrorLayout);

const failure = { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } };

/** The content of page p1 ('Plan') as the server stored it, edited live (ADR 0113) when `editable`. */
function renderEditor({ editable = true, text = 'Hello' } = {}) {
  fakeApi(signedInApi({ [`GET ${CONTENT}`]: () => ({ body: pageContent('p1', 2, text) }) }));
  renderRoutes([
    { path: '/', element: <PageContentEditor ideaId={ID} pageId="p1" pageTitle="Plan" editable={editable} /> },
  ]);
}

describe('PageContentEditor', () => {
  it('draws the stored text at once, and says it is offline while the collaboration socket cannot be reached', async () => {
    // No collaboration server answers here (jsdom's WebSocket finds none): the page stays as the server drew it.
    renderEditor();
    const textbox = await screen.findByRole('textbox', { name: 'Content of Plan' });
    expect(textbox).toHaveTextContent('Hello');
    await waitFor(() => expect(screen.getByTestId('sync-state')).toHaveTextContent('Offline — changes will sync'));
    expect(screen.getByRole('textbox', { name: 'Content of Plan' })).toHaveTextContent('Hello');
  });

  it('shows a viewer the text read-only, without a sync state', async () => {
    renderEditor({ editable: false });
    const textbox = await screen.findByRole('textbox', { name: 'Content of Plan' });
    expect(textbox).toHaveTextContent('Hello');
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByTestId('sync-state')).not.toBeInTheDocument();
  });

  it('says when the content could not be loaded', async () => {
    fakeApi(signedInApi({ [`GET ${CONTENT}`]: () => failure }));
    renderRoutes([{ path: '/', element: <PageContentEditor ideaId={ID} pageId="p1" pageTitle="Plan" editable /> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This page's content could not be loaded. Please try again.",
    );
  });
});
