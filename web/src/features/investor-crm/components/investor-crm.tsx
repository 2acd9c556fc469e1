import { newInvestor, type Investor } from '@core/tools/investor-crm/investor-record';
import type { InvestorStage } from '@core/tools/investor-crm/investor-stages';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ToolPage } from '@/components/tool-page';
import { fileNameOf } from '@/lib/file-name-of';
import { useAddressItem } from '@/lib/use-address-item';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import { useToday } from '@/lib/use-today';
import { movedTo, withInvestor, withoutInvestor } from '../hooks/pipeline-form';
import { usePipelineDocument } from '../hooks/use-pipeline-document';
import { useStageNames } from '../hooks/use-stage-names';
import { InvestorDialog } from './investor-dialog';
import { PipelineBoard } from './pipeline-board';
import { ExportPipelineButton, ImportInvestorsButton, ImportInvestorsDialog } from './pipeline-files';
import { RoundSection } from './round-section';
import { SavedPipelines } from './saved-pipelines';

/** What is open over the board: an investor's record (a new one in a stage), or the CSV import. */
type Opened =
  | { kind: 'investor'; id: string; opener: HTMLElement | null }
  | { kind: 'new'; id: string; stage: InvestorStage; opener: HTMLElement | null; from?: Partial<Investor> }
  | { kind: 'import' };

/** What the Investor Directory's link says of its entry besides its slug (`add`): its name, site, stages and sectors. */
const DIRECTORY_DETAILS = ['name', 'site', 'stages', 'sectors'] as const;

/**
 * What a directory entry's link opens: the investor already added from it, or a new record filled from it (its name,
 * its focus, its site in the notes) for the founder to complete and save — nothing is kept until they do.
 */
function directoryOpening(slug: string, detail: (name: string) => string, investors: readonly Investor[]): Opened {
  const added = investors.find((investor) => investor.directoryEntry === slug);
  if (added) return { kind: 'investor', id: added.id, opener: null };
  return {
    kind: 'new',
    id: `directory-${slug}`,
    stage: 'researching',
    opener: null,
    from: {
      name: detail('name'),
      stageFocus: detail('stages'),
      sectorFocus: detail('sectors'),
      notes: detail('site'),
      directoryEntry: slug,
    },
  };
}

/**
 * The /tool/investor-crm page (ADR 0097): a round's pipeline — its target and committed total, the funnel, and a board
 * of investors by stage, each with a record and an activity log; saved as named pipelines, imported from and exported
 * to CSV. `?investor=<id>` (a reminder's link) opens that investor's record.
 */
export function InvestorCrm() {
  const t = useT();
  const pipeline = usePipelineDocument();
  const { form, change } = pipeline;
  const stageNames = useStageNames();
  const money = useMoney(form.currency);
  const today = useToday();
  const [chosen, setChosen] = useState<Opened | null>(null);
  // A reminder's link names an investor: their record is open over the pipeline until it is closed.
  const link = useAddressItem('investor', (id) => form.investors.some((investor) => investor.id === id));
  // The Investor Directory's 'Add to Investor CRM' names its entry: the investor already added, or a new one from it.
  const fromDirectory = useAddressItem('add', () => true, DIRECTORY_DETAILS);
  const opened: Opened | null =
    chosen ??
    (link.linked ? { kind: 'investor', id: link.linked, opener: null } : null) ??
    (fromDirectory.linked ? directoryOpening(fromDirectory.linked, fromDirectory.detail, form.investors) : null);
  const setOpened = (next: Opened | null) => {
    link.forget();
    fromDirectory.forget();
    setChosen(next);
  };

  const add = (stage: InvestorStage, opener: HTMLElement | null) =>
    setOpened({ kind: 'new', id: crypto.randomUUID(), stage, opener });
  const openedInvestor =
    opened?.kind === 'investor'
      ? form.investors.find((investor) => investor.id === opened.id)
      : opened?.kind === 'new'
        ? (form.investors.find((investor) => investor.id === opened.id) ??
          newInvestor(opened.id, { ...opened.from, stage: opened.stage }))
        : undefined;

  return (
    <ToolPage
      toolId="investor-crm"
      width="6xl"
      description={t({
        id: 'investorCrm.page.description',
        defaultMessage:
          'Run your round like a pipeline: every investor with their stage, cheque, next step and history, and how much is committed.',
      })}
      document={pipeline}
      saved={<SavedPipelines pipeline={pipeline} />}
      headerExtras={
        <div className="flex flex-wrap gap-2">
          <ImportInvestorsButton onOpen={() => setOpened({ kind: 'import' })} />
          <ExportPipelineButton investors={form.investors} fileName={fileNameOf(pipeline.name, 'investor-pipeline')} />
        </div>
      }
    >
      <RoundSection pipeline={pipeline} />
      <section aria-labelledby="pipeline-board-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="pipeline-board-title" className="text-lg font-semibold">
            {t({ id: 'investorCrm.board.title', defaultMessage: 'Pipeline' })}
          </h2>
          {form.investors.length > 0 && (
            <p className="text-xs text-muted-foreground">
              {t(
                {
                  id: 'investorCrm.board.reminders',
                  defaultMessage: 'Next steps are reminded of at 08:00 on their day ({timeZone}).',
                },
                { timeZone: form.timeZone },
              )}
            </p>
          )}
        </div>
        {form.investors.length === 0 ? (
          <EmptyState
            title={t({ id: 'investorCrm.empty.title', defaultMessage: 'No investors in this pipeline yet' })}
            description={t({
              id: 'investorCrm.empty.description',
              defaultMessage:
                'Add the investors you are talking to, or import your list from a spreadsheet, and move them through the stages as the round goes.',
            })}
            actions={[
              {
                label: t({ id: 'investorCrm.empty.add', defaultMessage: 'Add an investor' }),
                onClick: () => add('researching', null),
              },
              {
                label: t({ id: 'investorCrm.empty.import', defaultMessage: 'Import a CSV' }),
                onClick: () => setOpened({ kind: 'import' }),
              },
            ]}
          />
        ) : (
          <PipelineBoard
            investors={form.investors}
            stageNames={stageNames}
            money={money}
            today={today}
            onOpen={(id, opener) => setOpened({ kind: 'investor', id, opener })}
            onAdd={add}
            onMove={(id, stage) => change((current) => movedTo(current, id, stage))}
          />
        )}
      </section>
      {openedInvestor && (opened?.kind === 'investor' || opened?.kind === 'new') && (
        <InvestorDialog
          key={openedInvestor.id}
          investor={openedInvestor}
          isNew={!form.investors.some((investor) => investor.id === openedInvestor.id)}
          currency={form.currency}
          stageNames={stageNames}
          today={today ?? ''}
          opener={opened.opener}
          onSave={(investor) => change((current) => withInvestor(current, investor))}
          onDelete={() => change((current) => withoutInvestor(current, openedInvestor.id))}
          onClose={() => setOpened(null)}
        />
      )}
      {opened?.kind === 'import' && (
        <ImportInvestorsDialog
          investors={form.investors}
          onImport={(investors) => change((current) => ({ investors: [...current.investors, ...investors] }))}
          onClose={() => setOpened(null)}
        />
      )}
    </ToolPage>
  );
}
