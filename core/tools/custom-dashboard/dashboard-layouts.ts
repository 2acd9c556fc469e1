import { say } from '../../i18n/say';
import { z } from '../../zod';
import { isToolId } from '../tool-catalogue';
import { defineToolDocuments } from '../tool-document-contracts';

export const DASHBOARD_LIMITS = {
  layoutName: 80,
  /** One layout a user (ADR 0111): the dashboard is one page. */
  layouts: 1,
  /** More than there are tiles: a layout never needs more. */
  tiles: 40,
} as const;

const TILE_MESSAGE = say({ id: 'core.tools.customDashboard.tileInvalid', defaultMessage: 'Choose a tile of a tool' });

/**
 * What the dashboard keeps (ADR 0111): the tiles it shows, by their tools' ids, in the order it shows them (the grid
 * reads left to right, then down). A tool whose tile is no longer offered is skipped where the tiles are drawn.
 */
export const dashboardLayoutDataSchema = z.object({
  tiles: z.array(z.string({ error: TILE_MESSAGE }).check(z.refine(isToolId, TILE_MESSAGE))).check(
    z.maxLength(
      DASHBOARD_LIMITS.tiles,
      say(
        { id: 'core.tools.customDashboard.tooManyTiles', defaultMessage: 'At most {max} tiles' },
        { max: DASHBOARD_LIMITS.tiles },
      ),
    ),
    z.refine(
      (tiles) => new Set(tiles).size === tiles.length,
      say({ id: 'core.tools.customDashboard.tileRepeated', defaultMessage: 'Each tile appears once' }),
    ),
  ),
});

export type DashboardLayoutData = z.infer<typeof dashboardLayoutDataSchema>;

/** The Custom Dashboard's saved document: the user's one layout, private to them. */
export const dashboardLayoutDocuments = defineToolDocuments({
  toolId: 'custom-dashboard',
  messages: {
    notFound: () => say({ id: 'core.tools.customDashboard.layoutNotFound', defaultMessage: 'Dashboard not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        {
          id: 'core.tools.customDashboard.layoutNameTaken',
          defaultMessage: 'You already have a dashboard named {name}',
        },
        { name: `'${name}'` },
      ),
    tooMany: () =>
      say({
        id: 'core.tools.customDashboard.tooManyLayouts',
        defaultMessage: 'You keep one dashboard. Open it to change its tiles.',
      }),
    changedElsewhere: () =>
      say({
        id: 'core.tools.customDashboard.layoutChangedElsewhere',
        defaultMessage: 'Your dashboard was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.customDashboard.layoutNameRequired', defaultMessage: 'Dashboard name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.customDashboard.layoutNameTooLong',
          defaultMessage: 'Dashboard name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: dashboardLayoutDataSchema,
  nameMaxLength: DASHBOARD_LIMITS.layoutName,
  maxPerUser: DASHBOARD_LIMITS.layouts,
  isPrivate: true,
  summarize: ({ tiles }) => `${tiles.length} ${tiles.length === 1 ? 'tile' : 'tiles'}`,
});
