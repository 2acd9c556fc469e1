import { TILE_LINES, defineDashboardTile } from '../../dashboard/dashboard-tile';
import { defineMessage } from '../../i18n/define-message';
import { contactListDocuments } from './contact-lists';
import { reconnectList } from './reconnect';

/**
 * The Personal CRM's tile (ADR 0111): the 'Reconnect' list of the contact list saved last on the day — how many
 * catch-ups have come round, the longest waiting first, each with the day it came round.
 */
export const personalCrmTile = defineDashboardTile({
  toolId: 'personal-crm',
  title: defineMessage({ id: 'dashboard.tile.personalCrm.title', defaultMessage: 'Reconnect' }),
  empty: defineMessage({ id: 'dashboard.tile.personalCrm.empty', defaultMessage: 'No contacts yet' }),
  source: {
    from: 'documents',
    documents: contactListDocuments,
    figure: ({ contacts }, today) => {
      if (contacts.length === 0) return null;
      const due = reconnectList(contacts, today);
      return {
        headline: { kind: 'count', value: due.length },
        lines: due.slice(0, TILE_LINES).map(({ contact, dueOn }) => ({
          label: contact.name,
          value: { kind: 'day', value: dueOn },
        })),
        source: null,
      };
    },
  },
});
