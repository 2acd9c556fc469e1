import {
  dashboardLayoutDataSchema,
  dashboardLayoutDocuments,
  type DashboardLayoutData,
} from '@core/tools/custom-dashboard/dashboard-layouts';
import { DEFAULT_TILES } from '@core/tools/tool-tiles';
import { useT } from '@/lib/i18n/use-t';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';

const checkLayout = (layout: DashboardLayoutData) => checkedBy(dashboardLayoutDataSchema, layout);

/**
 * The dashboard's layout on the page and its saved document (ADR 0111): one a user, saved as the founder's Auto save
 * says with every tile added, removed or moved. A new dashboard shows the default tiles.
 */
export function useDashboardLayout() {
  const t = useT();
  return useToolDocument(dashboardLayoutDocuments, {
    valuesOf: (data: DashboardLayoutData | null) => data ?? { tiles: [...DEFAULT_TILES] },
    check: checkLayout,
    labels: {
      name: t({ id: 'customDashboard.layout.name', defaultMessage: 'Dashboard name' }),
      startNew: t({ id: 'customDashboard.layout.new', defaultMessage: 'New dashboard' }),
    },
    texts: {
      defaultName: (number) =>
        t(
          {
            id: 'customDashboard.layout.defaultName',
            defaultMessage: '{number, select, 1 {My dashboard} other {My dashboard {number}}}',
          },
          { number },
        ),
      nameTaken: t({ id: 'customDashboard.layout.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'customDashboard.layout.goneOnSave',
        defaultMessage: 'Your dashboard no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'customDashboard.layout.saveError',
        defaultMessage: 'Could not save your dashboard. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'customDashboard.layout.gone', defaultMessage: 'Your dashboard no longer exists.' }),
      openError: t({
        id: 'customDashboard.layout.openError',
        defaultMessage: 'Could not open your dashboard. Please try again.',
      }),
      deleteError: t({
        id: 'customDashboard.layout.deleteError',
        defaultMessage: 'Could not delete your dashboard. Please try again.',
      }),
      fixFields: t({
        id: 'customDashboard.layout.fixFields',
        defaultMessage: 'Correct the tiles before saving.',
      }),
    },
  });
}

export type DashboardLayout = ReturnType<typeof useDashboardLayout>;
