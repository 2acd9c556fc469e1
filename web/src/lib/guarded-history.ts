import type { HistoryRouterProps, Location, To } from 'react-router';

/** The history react-router's HistoryRouter drives (the browser's, or a memory one in tests). */
export type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** A move that waits for the user: to make it, or to stay where they are. */
export type LeaveRequest = { leave: () => void; stay: () => void };

/**
 * `history` with a guard for unsaved work (ADR 0044): while a page holds a `block()`, a move to another page — a
 * link, `navigate()`, Back or Forward — waits as the `request()`, which the page answers (its 'Leave without
 * saving?' dialog); when the last block goes (the work is saved), a waiting move is made. A move within the page
 * (its query or hash) goes through. Back and Forward have already
 * happened when the browser says so: a blocked one is stepped back at once (the app never shows the other page),
 * and taken again on `leave()`.
 */
export type GuardedHistory = History & {
  block: () => () => void;
  request: () => LeaveRequest | null;
  subscribe: (onChange: () => void) => () => void;
  /** Resolves once the app has drawn a page at `pathname` (after a move there: its module may have had to load). */
  drawnAt: (pathname: string) => Promise<void>;
  /** What the router says it has drawn (GuardedRouter). */
  drawn: (location: Location) => void;
};

/**
 * `load(pathname)`: what a page at `pathname` needs before it can be drawn (its modules); a push or replace waits
 * for it, so that the address changes when the page can show, as the data router did — and a later move to another
 * page wins over an earlier one still loading. Back and Forward cannot wait: their page draws once loaded (a transition).
 */
export function guardHistory(history: History, load?: (pathname: string) => Promise<unknown>): GuardedHistory {
  const blocks = new Set<object>();
  const listeners = new Set<(update: Update) => void>();
  const watchers = new Set<() => void>();
  const awaitingDraw = new Set<{ pathname: string; resolve: () => void }>();
  let request: LeaveRequest | null = null;
  // What the app shows: during a blocked Back, `history.location` is briefly the page it did not go to.
  let shown = { action: history.action, location: history.location };
  // The pops this guard causes itself: stepping a blocked Back back, and taking it again on leave().
  let undoing = false;
  let retaking = false;
  let latestMove = 0;

  const setRequest = (next: LeaveRequest | null) => {
    request = next;
    for (const watcher of watchers) watcher();
  };
  const leavesPage = (pathname: string) => blocks.size > 0 && pathname !== shown.location.pathname;
  const move = (go: () => void, pathname: string) => {
    if (!leavesPage(pathname)) return go();
    setRequest({
      leave: () => {
        setRequest(null);
        go();
      },
      stay: () => setRequest(null),
    });
  };

  history.listen((update) => {
    if (update.action === 'POP') {
      if (undoing) {
        undoing = false;
        return;
      }
      if (retaking) retaking = false;
      else if (update.delta && leavesPage(update.location.pathname)) {
        const { delta } = update;
        undoing = true;
        history.go(-delta);
        return move(() => {
          retaking = true;
          history.go(delta);
        }, update.location.pathname);
      }
    }
    shown = { action: update.action, location: update.location };
    for (const listener of listeners) listener(update);
  });

  const pathnameOf = (to: To) => history.createURL(to).pathname;
  const whenLoaded = (pathname: string, go: () => void) => () => {
    // A move within the page shown (its query: a saved document's id put in the address) needs nothing loaded, and
    // is not the person going elsewhere: a move to another page still loading goes ahead after it.
    if (!load || pathname === shown.location.pathname) return go();
    const thisMove = ++latestMove;
    const goIfLatest = () => thisMove === latestMove && go();
    void load(pathname).then(goIfLatest, goIfLatest);
  };
  return {
    get action() {
      return shown.action;
    },
    get location(): Location {
      return shown.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state?: unknown) =>
      move(
        whenLoaded(pathnameOf(to), () => history.push(to, state)),
        pathnameOf(to),
      ),
    replace: (to, state?: unknown) =>
      move(
        whenLoaded(pathnameOf(to), () => history.replace(to, state)),
        pathnameOf(to),
      ),
    go: (delta) => history.go(delta),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block: () => {
      const block = {};
      blocks.add(block);
      return () => {
        blocks.delete(block);
        // Nothing is at risk any more (the work got saved while 'Leave without saving?' asked): the move the
        // person asked for goes ahead rather than being lost with the question.
        if (blocks.size === 0 && request) request.leave();
      };
    },
    request: () => request,
    drawnAt: (pathname) => new Promise((resolve) => awaitingDraw.add({ pathname, resolve })),
    drawn: ({ pathname }) => {
      for (const waiting of awaitingDraw) {
        if (waiting.pathname !== pathname) continue;
        awaitingDraw.delete(waiting);
        waiting.resolve();
      }
    },
    subscribe: (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}
