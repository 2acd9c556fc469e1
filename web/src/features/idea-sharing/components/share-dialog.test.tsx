import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShareDialog, solarKiosks, waterFilters } from '@/test/share-test-helpers';

const hint = (text: string) => screen.queryByText(text);

describe('ShareDialog: steps and defaults', () => {
  it('opens on step 1 of 3, the full idea; then Public Link; then View, with the badge and Share Now', async () => {
    const { step, next, button } = renderShareDialog();
    expect(screen.getByRole('dialog', { name: 'Share Idea' })).toBeInTheDocument();
    expect(step()).toBe('1');
    expect(screen.getByRole('heading', { name: 'What to Share' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Full idea' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Selected pages' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Multiple ideas' })).not.toBeInTheDocument();
    expect(button('Cancel')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await next();
    expect(step()).toBe('2');
    expect(screen.getByRole('heading', { name: 'Share Method' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Public Link' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Email' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Share with community' })).not.toBeChecked();
    expect(button('Back')).toBeEnabled();

    await next();
    expect(step()).toBe('3');
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'View' })).toBeChecked();
    expect(screen.getByText('1 idea via Public Link')).toBeInTheDocument();
    expect(button('Share Now')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shares several ideas as multiple ideas, listing them, with no page picker; the badge counts them', async () => {
    const { next, choose } = renderShareDialog([solarKiosks, waterFilters]);
    expect(screen.getByRole('dialog', { name: 'Share 2 ideas' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Multiple ideas' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Selected pages' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Ideas to share' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Solar kiosks', 'Water filters']);
    await next();
    await choose('Email');
    await next();
    expect(screen.getByText('2 ideas via Email')).toBeInTheDocument();
  });

  it('offers no page picker for an idea whose pages are not known', () => {
    renderShareDialog([{ ...solarKiosks, pages: [] }]);
    expect(screen.getByRole('radio', { name: 'Full idea' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Selected pages' })).not.toBeInTheDocument();
  });

  it('goes back a step at a time, keeping the choices', async () => {
    const { next, back, choose, step } = renderShareDialog();
    await next();
    await choose('Email');
    await next();
    await back();
    expect(step()).toBe('2');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    await back();
    expect(step()).toBe('1');
  });
});

describe('ShareDialog: Next is disabled', () => {
  it("for selected pages with none chosen ('Please select at least one page to continue'); the picker scrolls at 8rem", async () => {
    const { choose, button, user, next, step } = renderShareDialog();
    await choose('Selected pages');
    expect(button('Next')).toBeDisabled();
    expect(hint('Please select at least one page to continue')).toBeInTheDocument();
    const picker = screen.getByRole('group', { name: 'Pages to share' });
    expect(picker.querySelector('.max-h-32.overflow-y-auto')).toContainElement(
      within(picker).getByRole('checkbox', { name: 'Market' }),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Market' }));
    expect(button('Next')).toBeEnabled();
    expect(hint('Please select at least one page to continue')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Market' }));
    expect(button('Next')).toBeDisabled();
    await next();
    expect(step()).toBe('1');
  });

  it('choosing selected pages again clears the page list', async () => {
    const { choose, user, button } = renderShareDialog();
    await choose('Selected pages');
    await user.click(screen.getByRole('checkbox', { name: 'Market' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pricing' }));
    await choose('Full idea');
    await choose('Selected pages');
    expect(screen.getByRole('checkbox', { name: 'Market' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pricing' })).not.toBeChecked();
    expect(button('Next')).toBeDisabled();
  });

  it("by e-mail with no address on step 3 ('Please add at least one email address to continue'), not on step 2", async () => {
    const { next, choose, button, addEmail, user } = renderShareDialog();
    await next();
    await choose('Email');
    expect(button('Next')).toBeEnabled();
    expect(hint('Please add at least one email address to continue')).not.toBeInTheDocument();
    await next();
    expect(button('Share Now')).toBeDisabled();
    expect(hint('Please add at least one email address to continue')).toBeInTheDocument();

    await addEmail('grace@example.com');
    expect(button('Share Now')).toBeEnabled();
    expect(hint('Please add at least one email address to continue')).not.toBeInTheDocument();
    await user.click(button('Remove grace@example.com'));
    expect(button('Share Now')).toBeDisabled();
    expect(hint('Please add at least one email address to continue')).toBeInTheDocument();
  });

  it("with password protection on but empty; under 6 characters only warns ('Password should be at least 6 characters')", async () => {
    const { next, button, user } = renderShareDialog();
    await next();
    await next();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Password protection' }));
    expect(button('Share Now')).toBeDisabled();
    expect(hint('Password should be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(button('Share Now')).toBeEnabled();
    expect(hint('Password should be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'def');
    expect(hint('Password should be at least 6 characters')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Password protection' }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('ShareDialog: settings', () => {
  it('adds e-mails with Add or Enter (which does not share), refusing one the server would refuse or already listed', async () => {
    const { next, choose, addEmail, user, calls, step } = renderShareDialog();
    await next();
    await choose('Email');
    await next();
    const input = screen.getByRole('textbox', { name: 'Email address' });

    await addEmail('grace');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
    expect(screen.queryByRole('list', { name: 'Recipients' })).not.toBeInTheDocument();
    expect(input).toHaveValue('grace');

    await user.clear(input);
    await user.type(input, 'Grace@Example.com{Enter}');
    expect(within(screen.getByRole('list', { name: 'Recipients' })).getByText('grace@example.com')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(step()).toBe('3');
    expect(calls).toEqual([]);

    await user.type(input, 'grace@example.com{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('This e-mail address is already in the list');
    expect(within(screen.getByRole('list', { name: 'Recipients' })).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(input);
    await addEmail('alan@example.com');
    const recipients = within(screen.getByRole('list', { name: 'Recipients' })).getAllByRole('listitem');
    expect(recipients.map((item) => item.textContent)).toEqual(['grace@example.com', 'alan@example.com']);
  });

  it('lets e-mail shares choose View, Comment or Edit; a public link forces View, with the note', async () => {
    const { next, back, choose } = renderShareDialog();
    await next();
    await choose('Email');
    await next();
    for (const name of ['View', 'Comment', 'Edit']) expect(screen.getByRole('radio', { name })).toBeEnabled();
    expect(hint('For public links, commenting and editing require users to log in.')).not.toBeInTheDocument();
    await choose('Edit');
    expect(screen.getByRole('radio', { name: 'Edit' })).toBeChecked();

    await back();
    await choose('Public Link');
    await next();
    expect(screen.getByRole('radio', { name: 'View' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Comment' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Edit' })).toBeDisabled();
    expect(hint('For public links, commenting and editing require users to log in.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });

  it('offers password protection for public links only', async () => {
    const { next, choose } = renderShareDialog();
    await next();
    await choose('Email');
    await next();
    expect(screen.queryByRole('switch', { name: 'Password protection' })).not.toBeInTheDocument();
  });

  it('keeps the community to whole ideas: not offered for selected pages', async () => {
    const { choose, user, next } = renderShareDialog();
    await choose('Selected pages');
    await user.click(screen.getByRole('checkbox', { name: 'Market' }));
    await next();
    expect(screen.getByRole('radio', { name: 'Share with community' })).toBeDisabled();
    expect(screen.getByText('The community sees whole ideas, not chosen pages')).toBeInTheDocument();
  });

  it('Cancel, or closing on a later step, forgets everything', async () => {
    const { choose, user, next, button, step } = renderShareDialog();
    await choose('Selected pages');
    await user.click(screen.getByRole('checkbox', { name: 'Market' }));
    await next();
    await choose('Email');
    await next();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'grace@example.com{Enter}');
    await user.click(button('Close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button('Open share'));
    expect(step()).toBe('1');
    expect(screen.getByRole('radio', { name: 'Full idea' })).toBeChecked();
    await choose('Selected pages');
    expect(screen.getByRole('checkbox', { name: 'Market' })).not.toBeChecked();
    await user.click(button('Cancel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button('Open share'));
    expect(screen.getByRole('radio', { name: 'Full idea' })).toBeChecked();
    await next();
    expect(screen.getByRole('radio', { name: 'Public Link' })).toBeChecked();
    await next();
    expect(screen.getByRole('radio', { name: 'View' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('');
    expect(screen.getByLabelText('Time')).toHaveValue('');
  });
});
