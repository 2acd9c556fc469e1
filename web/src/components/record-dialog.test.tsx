import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import type { FieldIssues } from '@/lib/tool-documents/issues-by-id';
import { RecordDialog } from './record-dialog';

const TEXTS = {
  title: 'Contact',
  save: 'Save contact',
  delete: 'Delete contact',
  deleteTitle: 'Delete contact?',
  deleteDescription: "'Asha' will be deleted.",
};

function renderDialog(issues: FieldIssues) {
  const onClose = vi.fn();
  render(
    <RecordDialog isNew texts={TEXTS} onSubmit={() => issues} opener={null} onDelete={vi.fn()} onClose={onClose}>
      <div data-record-field="name">
        <FormField label="Name" defaultValue="Asha" />
      </div>
      <div data-record-field="nextStep.text">
        <FormField label="Next step" />
      </div>
      <div data-record-field="links">
        <FormField label="Links" />
      </div>
    </RecordDialog>,
  );
  return { dialog: within(screen.getByRole('dialog')), onClose };
}

describe('RecordDialog', () => {
  it('closes once the fields were kept', async () => {
    const { dialog, onClose } = renderDialog({});
    await userEvent.click(dialog.getByRole('button', { name: 'Save contact' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open on a wrong field and gives it the focus, by its whole path', async () => {
    const { dialog, onClose } = renderDialog({ 'nextStep.text': 'Say what the next step is' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save contact' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByLabelText('Next step')).toHaveFocus();
  });

  it("gives a list item's issue to the list's field ('links.1' is the links')", async () => {
    const { dialog } = renderDialog({ 'links.1': 'Not a web address', name: 'Too long' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save contact' }));
    expect(dialog.getByLabelText('Links')).toHaveFocus();
  });
});
