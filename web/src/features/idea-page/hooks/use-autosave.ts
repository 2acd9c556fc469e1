import type { PageContent } from '@core/idea-page/page-contracts';
import type { RichContent } from '@core/idea-page/rich-content';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { savePageContent } from '../api/page-content';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'error';

export const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves a page's content over the version the editor started from: a moment after the last change when `auto`
 * (the Auto save preference), else only on save(). A save refused because someone else saved first (409)
 * becomes 'conflict' and keeps the user's text; a failed save becomes 'error' and is retried by the next change
 * or by retry(), with `problem` the server's reason (empty when it gave none). With Auto save, a change waiting for
 * its pause is also saved on unmount; text refused or failed waits for the user, and leaving asks first (ADR 0028),
 * as it does without Auto save.
 */
export function useAutosave(ideaId: string, pageId: string, startVersion: number, auto = true) {
  const [status, setStatusState] = useState<SaveStatus>('saved');
  // Read by timers, which must see the status as it is now, not as it was when they were set.
  const statusNow = useRef<SaveStatus>('saved');
  const [problem, setProblem] = useState('');
  const setStatus = useCallback((next: SaveStatus) => {
    statusNow.current = next;
    setStatusState(next);
  }, []);
  const version = useRef(startVersion);
  const pending = useRef<RichContent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  // flush schedules itself again when changes arrived while it was saving.
  const again = useRef<() => void>(() => undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const content = pending.current;
    if (!content || inFlight.current) return;
    pending.current = null;
    inFlight.current = true;
    setStatus('saving');
    try {
      const saved: PageContent = await savePageContent(ideaId, pageId, content, version.current);
      version.current = saved.version;
      setStatus(pending.current ? 'unsaved' : 'saved');
    } catch (error) {
      pending.current ??= content;
      // The server's reason when it refused the content (e.g. 'This page is too long to save'); else none, and the
      // page says a generic one in its language.
      setProblem(error instanceof ApiError && error.status === 422 ? error.message : '');
      setStatus(error instanceof ApiError && error.status === 409 ? 'conflict' : 'error');
      return;
    } finally {
      inFlight.current = false;
    }
    if (pending.current) timer.current = setTimeout(() => again.current(), AUTOSAVE_DELAY_MS);
  }, [ideaId, pageId, setStatus]);

  useEffect(() => {
    again.current = () => void flush();
  }, [flush]);

  const change = useCallback(
    (content: RichContent) => {
      pending.current = content;
      if (statusNow.current !== 'conflict') setStatus('unsaved');
      if (!auto) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (statusNow.current !== 'conflict') void flush();
      }, AUTOSAVE_DELAY_MS);
    },
    [flush, setStatus, auto],
  );

  /** After a conflict: save the user's text over the newest version (`latestVersion`). */
  const overwrite = useCallback(
    (latestVersion: number) => {
      version.current = latestVersion;
      void flush();
    },
    [flush],
  );

  /** After a conflict: drop the user's unsaved text and carry on from `latestVersion`. */
  const discard = useCallback(
    (latestVersion: number) => {
      clearTimeout(timer.current);
      pending.current = null;
      version.current = latestVersion;
      setStatus('saved');
    },
    [setStatus],
  );

  useEffect(() => () => void (auto && statusNow.current === 'unsaved' && flush()), [flush, auto]);

  return { status, problem, change, save: () => void flush(), overwrite, discard };
}
