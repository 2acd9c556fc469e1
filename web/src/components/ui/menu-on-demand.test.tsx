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

/** The menu's own button, as its code draws it (Radix's trigger): another element than the one drawn before. */
const MenuButton = ({ label }: { label: string }) => (
  <button type="button" aria-label="Account" data-menu={label}>
    A
  </button>
);

/** The menu whose code draws its own button, and another button on the page. */
const drawnBesideAnother = (code: ReturnType<typeof menuCode>['code']) =>
  render(
    <>
      <MenuOnDemand code={code} popup="menu" button={{ 'aria-label': 'Account' }}>
        {(loaded) => <MenuButton label={loaded.label} />}
      </MenuOnDemand>
      <button type="button">Elsewhere</button>
    </>,
  );

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

  it('keeps the focus that asked for its code: on the button its menu draws anew, the keyboard still there', async () => {
    const menu = menuCode();
    drawnBesideAnother(menu.code);
    const before = screen.getByRole('button', { name: 'Account' });
    act(() => before.focus());
    await menu.arrive();
    const after = screen.getByRole('button', { name: 'Account' });
    expect(after).not.toBe(before);
    expect(after).toHaveAttribute('data-menu', 'The menu');
    expect(after).toHaveFocus();
  });

  it('leaves the focus where it went meanwhile: only focus lost with the old button comes back', async () => {
    const menu = menuCode();
    drawnBesideAnother(menu.code);
    act(() => screen.getByRole('button', { name: 'Account' }).focus());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await menu.arrive();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
