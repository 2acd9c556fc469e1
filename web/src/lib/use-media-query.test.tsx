import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { hydrateDrawn } from '@/test/hydrate-drawn';
import { useMediaQuery } from './use-media-query';

const QUERY = '(max-width: 39.98rem)';

/** A window whose width the test sets: matchMedia answers QUERY from it, and each list it gave tells of a change. */
function phoneWindow(isPhone: boolean) {
  let matches = isPhone;
  const listening = new Set<EventListenerOrEventListenerObject>();
  class WindowList extends EventTarget {
    onchange = null;
    constructor(readonly media: string) {
      super();
    }
    get matches() {
      return this.media === QUERY && matches;
    }
    addListener() {}
    removeListener() {}
    override addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      listening.add(listener);
      super.addEventListener(type, listener);
    }
    override removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      listening.delete(listener);
      super.removeEventListener(type, listener);
    }
  }
  const lists: WindowList[] = [];
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    lists.push(new WindowList(query));
    return lists.at(-1)!;
  });
  return {
    resize(toPhone: boolean) {
      matches = toPhone;
      for (const list of lists) list.dispatchEvent(new Event('change'));
    },
    listening,
  };
}

function Layout() {
  return <p>{useMediaQuery(QUERY) ? 'phone layout' : 'wide layout'}</p>;
}

afterEach(() => vi.restoreAllMocks());

it('hydrates a phone page as the server drew it, then follows the window — a part hydrating later too', async () => {
  phoneWindow(true);
  // A part of the page whose module comes later hydrates after the rest has gone live.
  let loadLater: (module: { default: typeof Layout }) => void = () => undefined;
  const Later = lazy(() => new Promise<{ default: typeof Layout }>((resolve) => (loadLater = resolve)));
  const html = renderToString(
    <>
      <Layout />
      <Suspense fallback={null}>
        <Layout />
      </Suspense>
    </>,
  );
  expect(html).toBe('<p>wide layout</p><!--$--><p>wide layout</p><!--/$-->');
  const { container, mismatches, remove } = await hydrateDrawn(
    html,
    <>
      <Layout />
      <Suspense fallback={null}>
        <Later />
      </Suspense>
    </>,
  );
  await waitFor(() => expect(container.querySelector('p')).toHaveTextContent('phone layout'));
  await act(async () => loadLater({ default: Layout }));
  await waitFor(() => expect(container.textContent).toBe('phone layoutphone layout'));
  expect(mismatches).not.toHaveBeenCalled();
  remove();
});

it("follows the window's width as it changes, and stops listening when gone", async () => {
  const window = phoneWindow(false);
  const { unmount } = render(<Layout />);
  await screen.findByText('wide layout');
  act(() => window.resize(true));
  await screen.findByText('phone layout');
  act(() => window.resize(false));
  await screen.findByText('wide layout');
  unmount();
  expect(window.listening.size).toBe(0);
});
