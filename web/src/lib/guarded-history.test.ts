import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardHistory } from './guarded-history';

/** A history at /b with /a behind it and /c ahead of it, and what its listeners were told. */
function historyAtB() {
  const history = guardHistory(
    createMemoryHistory({ initialEntries: ['/a', '/b', '/c'], initialIndex: 1, v5Compat: true }),
  );
  const told: string[] = [];
  history.listen(({ action, location }) => told.push(`${action} ${location.pathname}${location.search}`));
  return { history, told };
}

describe('guardHistory', () => {
  it('moves freely while nothing blocks', () => {
    const { history, told } = historyAtB();
    history.push('/d');
    history.go(-1);
    history.replace('/e');
    expect(told).toEqual(['PUSH /d', 'POP /b', 'REPLACE /e']);
    expect(history.request()).toBeNull();
  });

  it('holds a push to another page until leave(), and drops it on stay()', () => {
    const { history, told } = historyAtB();
    history.block();
    history.push('/d');
    expect(told).toEqual([]);
    expect(history.location.pathname).toBe('/b');
    history.request()!.stay();
    expect(history.request()).toBeNull();
    expect(history.location.pathname).toBe('/b');

    history.replace('/e');
    history.request()!.leave();
    expect(told).toEqual(['REPLACE /e']);
    expect(history.location.pathname).toBe('/e');
    expect(history.request()).toBeNull();
  });

  it('lets a move within the page (its query) through', () => {
    const { history, told } = historyAtB();
    history.block();
    history.push('/b?page=2');
    expect(told).toEqual(['PUSH /b?page=2']);
    expect(history.request()).toBeNull();
  });

  it('steps a blocked Back back at once, and takes it again on leave()', () => {
    const { history, told } = historyAtB();
    history.block();
    history.go(-1);
    expect(told).toEqual([]);
    expect(history.location.pathname).toBe('/b');
    history.request()!.stay();
    expect(history.location.pathname).toBe('/b');

    history.go(1);
    expect(history.location.pathname).toBe('/b');
    history.request()!.leave();
    expect(told).toEqual(['POP /c']);
    expect(history.location.pathname).toBe('/c');
    // Back from /c lands on /b: the stepped-back moves left the entries as they were.
    history.go(-1);
    history.request()?.leave();
    expect(history.location.pathname).toBe('/b');
  });

  it('stops blocking when the last block is released, making the move that was waiting', () => {
    const { history, told } = historyAtB();
    const releaseOne = history.block();
    const releaseOther = history.block();
    releaseOne();
    history.push('/d');
    expect(history.request()).not.toBeNull();
    expect(told).toEqual([]);
    // The work got saved while the page asked: the link the person followed is not lost.
    releaseOther();
    expect(history.request()).toBeNull();
    expect(told).toEqual(['PUSH /d']);
    history.push('/e');
    expect(told).toEqual(['PUSH /d', 'PUSH /e']);
  });

  it('takes a waiting Back again when the last block is released', () => {
    const { history, told } = historyAtB();
    const release = history.block();
    history.go(-1);
    expect(history.location.pathname).toBe('/b');
    release();
    expect(history.location.pathname).toBe('/a');
    expect(told).toEqual(['POP /a']);
  });

  it('tells who watches the request when it comes and goes', () => {
    const { history } = historyAtB();
    let changes = 0;
    const unwatch = history.subscribe(() => changes++);
    history.block();
    history.push('/d');
    history.request()!.stay();
    unwatch();
    history.push('/d');
    expect(changes).toBe(2);
  });

  it('moves once what the next page needs has loaded, the latest move winning', async () => {
    const loads: Record<string, () => void> = {};
    const history = guardHistory(
      createMemoryHistory({ initialEntries: ['/a'], v5Compat: true }),
      (pathname) => new Promise<void>((resolve) => (loads[pathname] = resolve)),
    );
    history.push('/slow');
    history.push('/fast');
    expect(history.location.pathname).toBe('/a');
    loads['/fast']!();
    await Promise.resolve();
    expect(history.location.pathname).toBe('/fast');
    loads['/slow']!();
    await Promise.resolve();
    expect(history.location.pathname).toBe('/fast');
  });

  it('moves within the page at once while a move elsewhere loads, and that move still goes ahead', async () => {
    let loaded = () => {};
    const history = guardHistory(
      createMemoryHistory({ initialEntries: ['/tool'], v5Compat: true }),
      () => new Promise<void>((resolve) => (loaded = resolve)),
    );
    history.push('/other');
    // A save puts the document's id in the address while the other page's modules load.
    history.replace('/tool?doc=1');
    expect(`${history.location.pathname}${history.location.search}`).toBe('/tool?doc=1');
    loaded();
    await Promise.resolve();
    expect(history.location.pathname).toBe('/other');
  });
});
