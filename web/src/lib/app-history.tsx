import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useSyncExternalStore,
} from 'react';
import { useNavigate, type Location, type NavigateOptions } from 'react-router';
import type { GuardedHistory, LeaveRequest } from './guarded-history';

const GuardContext = createContext<GuardedHistory | null>(null);

/** The history the app's router drives (none on the server): for pages that guard unsaved work, or wait for a move. */
export const AppHistoryProvider = GuardContext.Provider;

const noWatch = () => () => undefined;
const none = () => null;

/**
 * While `when` holds, a move to another page waits (guarded-history.ts): the move the user asked for, to be
 * answered with `leave()` or `stay()`, or null. The guard holds from the commit that draws the work at risk
 * (a layout effect): a move made as soon as the page says 'Not saved' already waits.
 */
export function useLeaveRequest(when: boolean): LeaveRequest | null {
  const history = useContext(GuardContext);
  useLayoutEffect(() => (when && history ? history.block() : undefined), [when, history]);
  const request = useSyncExternalStore(history?.subscribe ?? noWatch, history?.request ?? none, none);
  return when ? request : null;
}

/**
 * navigate(), resolving once the page moved to is drawn: a mutation that ends with a move stays pending (its
 * button busy) until the next page shows, and what it does after the move happens there, not on the page left.
 */
export function useNavigateThere(): (to: string, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  const history = useContext(GuardContext);
  return useCallback(
    async (to, options) => {
      const drawn = history?.drawnAt(history.createURL(to).pathname);
      await navigate(to, options);
      await drawn;
    },
    [navigate, history],
  );
}

/**
 * Calls `onPop` with the address each Back or Forward brings, as it happens: before the page draws it, and however many
 * moves the page has not drawn yet (the router draws moves as transitions; a busy page may draw the last one only).
 */
export function useOnPop(onPop: (location: Location) => void): void {
  const history = useContext(GuardContext);
  const popped = useEffectEvent(onPop);
  useEffect(() => history?.listen(({ action, location }) => void (action === 'POP' && popped(location))), [history]);
}
