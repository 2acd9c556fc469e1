import { isoWeekOf, shiftIsoWeek } from '@core/dates/iso-week';
import { checkInsCsv } from '@core/tools/founder-motivation-radar/check-ins-csv';
import { checkInWarning } from '@core/tools/founder-motivation-radar/check-in-trends';
import { withCheckIn } from '@core/tools/founder-motivation-radar/check-ins';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { ToolPage } from '@/components/tool-page';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { fileNameOf } from '@/lib/file-name-of';
import { usePageTimeZone } from '@/lib/i18n/i18n-provider';
import { useT } from '@/lib/i18n/use-t';
import { useToday } from '@/lib/use-today';
import { useCheckInLogDocument } from '../hooks/use-check-in-log-document';
import { CheckInDialog } from './check-in-dialog';
import { CheckInHistory } from './check-in-history';
import { RadarSection } from './radar-section';
import { ReminderSection } from './reminder-section';
import { SavedCheckInLog } from './saved-check-in-log';
import { SupportResourcesCard } from './support-resources-card';
import { ThisWeekSection } from './this-week-section';
import { TrendsSection } from './trends-section';

/** How far back a missed week can be added: this week and the eleven before it. */
const RECENT_WEEKS = 12;

/** What is open over the page: a week's check-in to edit, or a new one for one of the free weeks. */
type Opened = { week: string | null; opener: HTMLElement | null };

/**
 * The /tool/founder-motivation-radar page (ADR 0106): a weekly check-in of five scores and a note, one per ISO week;
 * the radar of the newest against the 4-week average, the trends, the past weeks to edit, a gentle warning with
 * support when the scores keep falling, and an optional weekly reminder. The log is a tool document: private to its
 * owner, saved by itself, in the account's export.
 */
export function FounderMotivationRadar() {
  const t = useT();
  const log = useCheckInLogDocument();
  const { values, change } = log;
  const pageTimeZone = usePageTimeZone();
  const today = useToday();
  const thisWeek = today === null ? null : isoWeekOf(today);
  const [opened, setOpened] = useState<Opened | null>(null);
  const byWeek = new Map(values.checkIns.map((checkIn) => [checkIn.week, checkIn]));
  const freeWeeks =
    thisWeek === null
      ? []
      : Array.from({ length: RECENT_WEEKS }, (_, index) => shiftIsoWeek(thisWeek, -index)).filter(
          (week) => !byWeek.has(week),
        );
  const warning = thisWeek === null ? null : checkInWarning(values.checkIns, thisWeek);
  const openedCheckIn = opened?.week ? (byWeek.get(opened.week) ?? null) : null;

  return (
    <ToolPage
      toolId="founder-motivation-radar"
      width="4xl"
      description={t({
        id: 'motivationRadar.page.description',
        defaultMessage:
          'A two-minute weekly check-in of your energy, motivation, stress, sleep and focus, to notice a slide before burnout does. Only you can see it.',
      })}
      document={log}
      saved={<SavedCheckInLog log={log} />}
      headerExtras={
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={values.checkIns.length === 0}
            onClick={() =>
              downloadFile(
                `${fileNameOf(log.name, 'check-ins')}.csv`,
                checkInsCsv(values.checkIns),
                'text/csv;charset=utf-8',
              )
            }
          >
            <Download aria-hidden="true" className="mr-1.5 size-4" />
            {t({ id: 'motivationRadar.export', defaultMessage: 'Export CSV' })}
          </Button>
          <p className="text-xs text-muted-foreground">
            {t({ id: 'motivationRadar.page.notAdvice', defaultMessage: 'A self check-in, not medical advice.' })}
          </p>
        </div>
      }
    >
      <ThisWeekSection
        thisWeek={thisWeek}
        checkIn={thisWeek === null ? null : (byWeek.get(thisWeek) ?? null)}
        hasAny={values.checkIns.length > 0}
        onCheckIn={(opener) => setOpened({ week: thisWeek, opener })}
      />
      {warning && <SupportResourcesCard warning={warning} />}
      <RadarSection checkIns={values.checkIns} thisWeek={thisWeek} />
      <TrendsSection checkIns={values.checkIns} />
      {values.checkIns.length > 0 && (
        <CheckInHistory
          checkIns={values.checkIns}
          canAddPast={freeWeeks.some((week) => week !== thisWeek)}
          onEdit={(week, opener) => setOpened({ week, opener })}
          onAddPast={(opener) => setOpened({ week: null, opener })}
        />
      )}
      <ReminderSection
        reminderDay={values.reminderDay}
        timeZone={values.timeZone}
        onChange={(reminderDay) => change(() => ({ reminderDay, timeZone: pageTimeZone ?? values.timeZone }))}
      />
      {opened && (
        <CheckInDialog
          key={opened.week ?? 'new'}
          checkIn={openedCheckIn}
          weeks={
            openedCheckIn ? [] : opened.week !== null ? [opened.week] : freeWeeks.filter((week) => week !== thisWeek)
          }
          opener={opened.opener}
          onKeep={(checkIn) => change((current) => ({ checkIns: withCheckIn(current.checkIns, checkIn) }))}
          onDelete={
            openedCheckIn
              ? () =>
                  change((current) => ({
                    checkIns: current.checkIns.filter(({ week }) => week !== openedCheckIn.week),
                  }))
              : null
          }
          onClose={() => setOpened(null)}
        />
      )}
    </ToolPage>
  );
}
