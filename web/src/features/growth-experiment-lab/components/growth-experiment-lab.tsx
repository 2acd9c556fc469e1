import { ToolPage } from '@/components/tool-page';
import { fileNameOf } from '@/lib/file-name-of';
import { useT } from '@/lib/i18n/use-t';
import { useDocumentSample } from '@/lib/use-document-sample';
import { labSampleOf } from '../hooks/lab-sample';
import { useLabDocument } from '../hooks/use-lab-document';
import { ExperimentsSection } from './experiments-section';
import { LabExportButton } from './lab-export-button';
import { SavedLabs } from './saved-labs';
import { TestPlannerCard } from './test-planner-card';
import { useLabWords } from './use-lab-words';

/**
 * The /tool/growth-experiment-lab page (ADR 0104): a lab of growth experiments — each with its hypothesis, metric,
 * status, days, the control's and variants' figures, whether the difference is real (z test, 95 % intervals, the
 * chance to beat control) and what was learnt — and a sample-size planner; saved as named labs, exported to CSV.
 */
export function GrowthExperimentLab() {
  const t = useT();
  const lab = useLabDocument();
  const words = useLabWords();
  const sample = useDocumentSample(lab, () => labSampleOf(t));
  return (
    <ToolPage
      toolId="growth-experiment-lab"
      width="5xl"
      description={t({
        id: 'growthLab.page.description',
        defaultMessage:
          'Log your growth experiments, see whether each variant really beat the control, and size the next test before you run it.',
      })}
      document={lab}
      saved={<SavedLabs lab={lab} />}
      headerExtras={
        <LabExportButton
          experiments={lab.values.experiments}
          fileName={fileNameOf(lab.name, 'experiment-lab')}
          words={words}
        />
      }
    >
      <ExperimentsSection lab={lab} words={words} sample={sample} />
      <TestPlannerCard lab={lab} words={words} />
    </ToolPage>
  );
}
