import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The open document's bar in a tool page's header (ADR 0069): its name field, its status, Save, Save as New and
 * New. Queries inside it, e.g. `documentBar().getByRole('button', { name: 'Save' })`.
 */
export const documentBar = () => within(bar());

/** The bar itself, for `within(bar())`. */
export const bar = () => screen.getByTestId('document-bar');

/** The header's one save status ('Saving…', 'Saved', 'Unsaved changes', 'Not saved'…). */
export const saveStatus = () => screen.getByTestId('save-status');

/**
 * Waits until the page shows its document (ADR 0077): once it knows who is signed in and their saved documents, the
 * one saved last opened, or a new one when there is none (in place of the tool, ToolPage draws a skeleton until then).
 */
export const documentShown = () => waitFor(() => expect(screen.queryByTestId('document-opening')).toBeNull());

/** Waits until the header's status says 'Saved': the save under way (or waiting for a pause in the typing) is done. */
export const savedSaid = (timeout?: number) =>
  waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/), timeout === undefined ? {} : { timeout });
