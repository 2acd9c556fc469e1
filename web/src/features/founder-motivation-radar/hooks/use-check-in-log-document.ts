import { DEFAULT_TIME_ZONE } from '@core/i18n/time-zone';
import { checkInLogDocuments } from '@core/tools/founder-motivation-radar/check-in-logs';
import { checkInLogDataSchema, type CheckInLogData } from '@core/tools/founder-motivation-radar/check-ins';
import { usePageTimeZone } from '@/lib/i18n/i18n-provider';
import { useT } from '@/lib/i18n/use-t';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';

const checkLog = (log: CheckInLogData) => checkedBy(checkInLogDataSchema, log);

/**
 * The founder's check-in log on the page and its saved document (ADR 0106): one a user, saved as the founder's Auto
 * save says with every check-in kept or edited and every change of the reminder. A new log is in the founder's time
 * zone (the reminder's day) and has no reminder.
 */
export function useCheckInLogDocument() {
  const t = useT();
  const timeZone = usePageTimeZone() ?? DEFAULT_TIME_ZONE;
  return useToolDocument(checkInLogDocuments, {
    valuesOf: (data: CheckInLogData | null) => data ?? { timeZone, reminderDay: null, checkIns: [] },
    check: checkLog,
    labels: {
      name: t({ id: 'motivationRadar.log.name', defaultMessage: 'Log name' }),
      startNew: t({ id: 'motivationRadar.log.new', defaultMessage: 'New log' }),
    },
    texts: {
      defaultName: (number) =>
        t(
          {
            id: 'motivationRadar.log.defaultName',
            defaultMessage: '{number, select, 1 {My check-ins} other {My check-ins {number}}}',
          },
          { number },
        ),
      nameTaken: t({ id: 'motivationRadar.log.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'motivationRadar.log.goneOnSave',
        defaultMessage: 'Your check-in log no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'motivationRadar.log.saveError',
        defaultMessage: 'Could not save your check-ins. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'motivationRadar.log.gone', defaultMessage: 'Your check-in log no longer exists.' }),
      openError: t({
        id: 'motivationRadar.log.openError',
        defaultMessage: 'Could not open your check-ins. Please try again.',
      }),
      deleteError: t({
        id: 'motivationRadar.log.deleteError',
        defaultMessage: 'Could not delete your check-in log. Please try again.',
      }),
      fixFields: t({
        id: 'motivationRadar.log.fixFields',
        defaultMessage: 'Correct the fields marked below before saving.',
      }),
    },
  });
}

export type CheckInLogDocument = ReturnType<typeof useCheckInLogDocument>;
