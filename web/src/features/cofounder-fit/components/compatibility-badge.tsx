import type { Compatibility } from '@core/tools/cofounder-fit/cofounder-assessment';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useAssessmentText } from '../hooks/use-assessment-text';

const badgeClass: Record<Compatibility, string> = {
  Excellent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
  Good: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200',
  Fair: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  Poor: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200',
};

/** The band's name on its colour. */
export function CompatibilityBadge({ compatibility, className }: { compatibility: Compatibility; className?: string }) {
  const { compatibilityName } = useAssessmentText();
  return <Badge className={cn(badgeClass[compatibility], className)}>{compatibilityName(compatibility)}</Badge>;
}
