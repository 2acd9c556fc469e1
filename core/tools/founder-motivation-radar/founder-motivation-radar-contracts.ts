import { defineMessage } from '../../i18n/define-message';
import { defineToolContracts } from '../define-tool-contracts';

/** The Founder Motivation Radar, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const founderMotivationRadarContracts = defineToolContracts({
  id: 'founder-motivation-radar',
  notificationKinds: [
    {
      // The weekly reminder on the founder's chosen day, while the week has no check-in: the ISO week ('2026-W49').
      kind: 'check_in_reminder',
      sentence: defineMessage({
        id: 'notifications.item.checkInReminder',
        defaultMessage: 'Time for your weekly check-in ({subject})',
      }),
    },
  ],
});
