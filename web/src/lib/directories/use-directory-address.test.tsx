import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDirectoryAddress } from './use-directory-address';

const at = (entry: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };

const toggle = (tag: string) => (current: { facets: readonly string[] }) => ({
  facets: current.facets.includes(tag) ? current.facets.filter((each) => each !== tag) : [...current.facets, tag],
});

describe('useDirectoryAddress', () => {
  it('reads the search from the address', () => {
    const { result } = renderHook(() => useDirectoryAddress(), {
      wrapper: at('/tool/investor-directory?q=seed&facet=stage%3Aseed&page=2'),
    });
    expect(result.current[0]).toEqual({ q: 'seed', facets: ['stage:seed'], page: 2 });
  });

  it('keeps both of two filters clicked before the page draws again, and the words typed after them', () => {
    const { result } = renderHook(() => useDirectoryAddress(), { wrapper: at('/tool/investor-directory?q=yc') });
    const [, change] = result.current;
    // The same render's change, three times: each builds on the one before, not on the address it was drawn with.
    act(() => {
      change(toggle('stage:pre-seed'));
      change(toggle('geography:india'));
      change({ q: '' });
    });
    expect(result.current[0]).toEqual({ q: '', facets: ['stage:pre-seed', 'geography:india'], page: 1 });
    act(() => result.current[1](toggle('stage:pre-seed')));
    expect(result.current[0]).toEqual({ q: '', facets: ['geography:india'], page: 1 });
  });
});
