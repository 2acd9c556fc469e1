import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { DirectorySearchState } from '@core/directories/directory-search-key';

/** A change to the search: fields to set, or what to set worked out from the search as it stands (a facet toggled). */
export type DirectorySearchChange =
  | Partial<DirectorySearchState>
  | ((current: DirectorySearchState) => Partial<DirectorySearchState>);

const searchOf = (params: URLSearchParams): DirectorySearchState => {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    facets: params.getAll('facet'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

const paramsOf = ({ q, facets, page }: DirectorySearchState) => {
  const written = new URLSearchParams();
  if (q) written.set('q', q);
  for (const facet of facets) written.append('facet', facet);
  if (page > 1) written.set('page', String(page));
  return written;
};

/**
 * A directory's search in the page's address (`?q=seed&facet=stage:seed&page=2`): a reload, Back or a shared link
 * shows the same results. Typing replaces the entry in the history (no entry per letter); a filter or a page adds one.
 * Each change builds on the last one asked for, not on the address the page last drew: two filters clicked before the
 * page draws again are both kept (the address changes after the click, when the router has moved).
 */
export function useDirectoryAddress(): [DirectorySearchState, (next: DirectorySearchChange) => void] {
  const [params, setParams] = useSearchParams();
  const drawn = params.toString();
  // The last change asked for while the address it started from is still the one drawn.
  const pending = useRef<{ from: string; search: DirectorySearchState } | null>(null);
  const change = (next: DirectorySearchChange) => {
    const base = pending.current?.from === drawn ? pending.current.search : searchOf(params);
    const patch = typeof next === 'function' ? next(base) : next;
    const search = { ...base, page: 1, ...patch };
    pending.current = { from: drawn, search };
    setParams(paramsOf(search), { replace: patch.q !== undefined, preventScrollReset: true });
  };
  return [searchOf(params), change];
}
