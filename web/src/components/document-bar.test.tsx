import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SaveState } from '@/lib/tool-documents/save-state';
import { DocumentBar, type DocumentBarDocument } from './document-bar';

const documentOf = (overrides: Partial<DocumentBarDocument> = {}): DocumentBarDocument => ({
  name: 'ESOP plan 1',
  setName: vi.fn(),
  nameError: null,
  formError: null,
  status: '',
  submit: vi.fn(),
  isSaving: false,
  isDirty: true,
  isAuto: true,
  saveState: 'unsaved' as SaveState,
  replace: vi.fn(),
  openId: null,
  isOpening: false,
  labels: { name: 'Plan name', startNew: 'New plan' },
  nameMaxLength: 80,
  ...overrides,
});

/** The bar over a tool whose exit value field is wrong (or right), as ToolPage draws it. */
function Page({ document, wrong }: { document: DocumentBarDocument; wrong: boolean }) {
  const page = useRef<HTMLElement>(null);
  return (
    <section ref={page}>
      <DocumentBar document={document} fields={page} />
      <div style={{ marginTop: 4000 }}>
        <label htmlFor="exit">Exit value 7</label>
        <input id="exit" aria-invalid={wrong ? true : undefined} />
      </div>
    </section>
  );
}

describe('DocumentBar', () => {
  it('shows the name, where the work stands, and only New while Auto save keeps it', async () => {
    const document = documentOf();
    render(<Page document={document} wrong={false} />);
    expect(screen.getByRole('textbox', { name: 'Plan name' })).toHaveValue('ESOP plan 1');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save as New' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New plan' }));
    expect(document.replace).toHaveBeenCalledWith({ kind: 'new' });
  });

  it('offers neither Save as New nor New for a kind a user keeps one of', () => {
    render(<Page document={documentOf({ isAuto: false, openId: 'log', maxPerUser: 1 })} wrong={false} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as New' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New plan' })).toBeNull();
  });

  it('has one Save without Auto save, off while nothing changed, and Save as New over an open document', async () => {
    const document = documentOf({ isAuto: false, openId: 'p1' });
    const { rerender } = render(<Page document={document} wrong={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.submit).toHaveBeenCalledWith();
    await userEvent.click(screen.getByRole('button', { name: 'Save as New' }));
    expect(document.submit).toHaveBeenCalledWith(true);
    rerender(<Page document={{ ...document, isDirty: false, saveState: 'saved' }} wrong={false} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('names the wrong field that keeps the work from saving, and Go to field brings the person to it', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const document = documentOf({ saveState: 'fixToSave' });
    const { rerender } = render(<Page document={document} wrong={false} />);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved until the marked fields are corrected');
    expect(screen.queryByRole('button', { name: 'Go to field' })).toBeNull();

    rerender(<Page document={document} wrong />);
    expect(await screen.findByText('Not saved: correct “Exit value 7”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to field' }));
    expect(screen.getByLabelText('Exit value 7')).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
  });

  it('says a name the server refused by the name, and marks it', () => {
    render(<Page document={documentOf({ nameError: 'That name is taken.', saveState: 'notSaved' })} wrong={false} />);
    expect(screen.getByRole('textbox', { name: 'Plan name' })).toHaveAccessibleDescription('That name is taken.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('while its document opens, says so in place of a name: no default name, nothing to save', async () => {
    const document = documentOf({ isOpening: true, isAuto: false, isDirty: false, saveState: 'new' });
    render(<Page document={document} wrong={false} />);
    expect(screen.getByTestId('save-status')).toHaveTextContent(/^Opening…$/);
    expect(screen.queryByRole('textbox', { name: 'Plan name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New plan' }));
    expect(document.replace).toHaveBeenCalledWith({ kind: 'new' });
  });
});
