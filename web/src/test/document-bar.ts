import { screen, within } from '@testing-library/react';

/**
 * The open document's bar in a tool page's header (ADR 0069): its name field, its status, Save, Save as New and
 * New. Queries inside it, e.g. `documentBar().getByRole('button', { name: 'Save' })`.
 */
export const documentBar = () => within(bar());

/** The bar itself, for `within(bar())`. */
export const bar = () => screen.getByTestId('document-bar');

/** The header's one save status ('Saving…', 'Saved', 'Unsaved changes', 'Not saved'…). */
export const saveStatus = () => screen.getByTestId('save-status');
