import { defineMessages } from 'react-intl';

/** The spec's words for a link that cannot be used (§8): an idea's link, or a saved document's read-only link. */
export const linkProblemMessages = defineMessages({
  invalid: { id: 'sharedLinks.problem.invalid', defaultMessage: 'Invalid or expired link' },
  validationFailed: { id: 'sharedLinks.problem.validationFailed', defaultMessage: 'Failed to validate shared link' },
});
