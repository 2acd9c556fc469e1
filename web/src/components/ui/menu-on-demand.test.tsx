import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/load-once';
import { MenuOnDemand } from './menu-on-demand';

/** A menu's code that arrives when `arrive` is called, counting how often it was asked for. */
function menuCode() {
  let arrive = () => {};
  const importer = vi.fn(
    () => new Promise<{ label: string }>((resolve) => (arrive = () => resolve({ label: 'The menu' }))),
  );
  return { code: loadOnce(importer), importer, arrive: () => act(async () => arrive()) };
}

const drawn = (code: ReturnType<typeof menuCode>['code']) =>
  render(
    <MenuOnDemand code={code} popup="menu" button={{ 'aria-label': 'Account' }}>
      {(loaded, openAtOnce) => <p>{`${loaded.label}${openAtOnce ? ', open' : ''}`}</p>}
    </MenuOnDemand>,
  );

describe('MenuOnDemand (ADR 0089)', () => {
  it('asks for nothing with the page; the pointer over its button asks once, and the menu comes with its code', async () => {
    const menu = menuCode();
    drawn(menu.code);
    expect(menu.importer).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Account' }));
    expect(menu.importer).toHaveBeenCalledTimes(1);
    // The focus coming after it asks for the same code: still once.
    fireEvent.focus(screen.getByRole('button', { name: 'Account' }));
    expect(menu.importer).toHaveBeenCalledTimes(1);
    await menu.arrive();
    expect(screen.getByText('The menu')).toBeInTheDocument();
  });

  it('opens at once when its code comes after a press with no pointer over it first (a tap)', async () => {
    const menu = menuCode();
    drawn(menu.code);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(menu.importer).toHaveBeenCalledTimes(1);
    await menu.arrive();
    expect(screen.getByText('The menu, open')).toBeInTheDocument();
  });
});
