import { useSearchParams } from 'react-router';
import type { DirectorySearchState } from '@core/directories/directory-search-key';

/**
 * A directory's search in the page's address (`?q=seed&facet=stage:seed&page=2`): a reload, Back or a shared link
 * shows the same results. Typing replaces the entry in the history (no entry per letter); a filter or a page adds one.
 */
export function useDirectoryAddress(): [DirectorySearchState, (next: Partial<DirectorySearchState>) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const search: DirectorySearchState = {
    q: params.get('q') ?? '',
    facets: params.getAll('facet'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  const change = (next: Partial<DirectorySearchState>) => {
    const merged = { ...search, page: 1, ...next };
    const written = new URLSearchParams();
    if (merged.q) written.set('q', merged.q);
    for (const facet of merged.facets) written.append('facet', facet);
    if (merged.page > 1) written.set('page', String(merged.page));
    setParams(written, { replace: next.q !== undefined, preventScrollReset: true });
  };
  return [search, change];
}
