import { defineToolDocuments, type ToolDocumentInput } from '@core/tools/tool-document-contracts';
import { z } from '@core/zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { preferencesQueryKey } from '@/lib/preferences-query-key';
import { createQueryClient } from '@/lib/query-client';
import { markSignedIn, SessionProvider } from '@/lib/session';
import { AUTO_SAVE_DELAY_MS } from '@/lib/tool-documents/use-save-after-pause';
import { firstOpenDocumentKey } from '@/lib/tool-documents/tool-documents-key';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { fakeApi, preferencesOf, signedInApi, signedInUser } from './fake-api';
import { documentView, savedAnswer } from './tool-document-answers';

type Note = { note: string };

/** A document kind of the tests' own: a note, saved under the equity calculator's routes (the fake API answers them). */
const noteDocuments = defineToolDocuments({
  toolId: 'equity-split',
  messages: {
    notFound: () => 'Note not found',
    nameTaken: (name) => `You already have a note named '${name}'`,
    tooMany: (max) => `You can save up to ${max} notes.`,
    changedElsewhere: () => 'This note was changed since you opened it.',
    nameRequired: () => 'Note name is required',
    nameTooLong: (max) => `Note name must be at most ${max} characters`,
  },
  data: z.object({ note: z.string() }),
  nameMaxLength: 20,
  maxPerUser: 10,
  summarize: ({ note }) => note,
});

export const DOCUMENTS = '/api/tools/equity-split/documents';
const TEXTS = {
  defaultName: (number: number) => `Note ${number}`,
  nameTaken: 'That name is taken.',
  goneOnSave: 'This note no longer exists. Save it again to keep it.',
  saveError: 'Could not save the note. Your changes are kept here.',
  gone: 'This note no longer exists.',
  openError: 'Could not open the note.',
  deleteError: 'Could not delete the note.',
};

const valuesOf = (data: Note | null) => data ?? { note: '' };
/** An empty note is a field to correct. */
const check = (values: Note) => ({ data: values.note.trim() === '' ? null : values, issues: {} });

/** A tool's page in small: a note (empty is a field to correct) and its saved document. */
function useNote() {
  const document = useToolDocument(noteDocuments, {
    valuesOf,
    check,
    texts: { ...TEXTS, fixFields: 'Write a note before saving.' },
    labels: { name: 'Note name', startNew: 'New note' },
  });
  const write = (note: string) => document.change(() => ({ note }));
  return {
    ...document,
    note: document.values.note,
    write,
    /** Names the note and writes it, as one change. */
    fill: (name: string, note: string) => {
      document.setName(name);
      write(note);
    },
  };
}

/** The note `n1` (or `id`) as saved at `version`. */
export const view = (input: ToolDocumentInput<Note>, version: number, id = 'n1') =>
  documentView(input, { id, version });
/** The API saving what it is sent as the note's `version`. */
export const saved = (version: number) => (request: { body: unknown }) =>
  savedAnswer(request.body, { id: 'n1', version });

/** The tests of a file run on fake timers, to wait out Auto save's pause exactly. */
export function withFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets timers up to `ms` from now fire and every answer they wait for come back. */
export const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * The hook on a page whose signed-in user has Auto save on or off (as the page's first data says), at the address
 * `at` (its `search` is read back as the page moves on); the user has no saved notes unless `routes` says so.
 * `first`: the note the server drew the page with (the page's first data).
 */
export function renderNote(
  { autoSave, at = '/tool', first }: { autoSave: boolean; at?: string; first?: ReturnType<typeof view> },
  routes: Parameters<typeof signedInApi>[0] = {},
) {
  const calls = fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }), ...routes }));
  const queryClient = createQueryClient({ retry: 0 });
  markSignedIn(queryClient, signedInUser);
  queryClient.setQueryData(preferencesQueryKey(signedInUser.id), preferencesOf({ autoSave }));
  if (first) queryClient.setQueryData(firstOpenDocumentKey(noteDocuments.toolId), first);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[at]}>
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      </I18nProvider>
    </MemoryRouter>
  );
  // How many times the hook ran before the page was first on screen (a state set while rendering runs it again).
  let runs = 0;
  let runsToFirstCommit = 0;
  const rendered = renderHook(
    () => {
      runs += 1;
      useEffect(() => void (runsToFirstCommit = runs), []);
      return { ...useNote(), search: useLocation().search };
    },
    { wrapper },
  );
  expect(rendered.result.current.isAuto).toBe(autoSave);
  const sent = (method: 'POST' | 'PUT') =>
    calls.filter((call) => call.method === method && call.path.startsWith(DOCUMENTS)).map((call) => call.body);
  return { ...rendered, sent, calls, queryClient, runsToFirstCommit: () => runsToFirstCommit };
}

/** Waits out Auto save's pause three times over and finds nothing sent: the work is unsaved, and leaving would lose it. */
export async function expectNotSavedByItself({ result, sent }: ReturnType<typeof renderNote>) {
  await wait(AUTO_SAVE_DELAY_MS * 3);
  expect(sent('POST')).toEqual([]);
  expect(result.current.saveState).toBe('unsaved');
  expect(result.current.isAtRisk).toBe(true);
}
