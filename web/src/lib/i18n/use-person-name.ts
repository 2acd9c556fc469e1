import { PLACEHOLDER_NAMES } from '@core/user/display-name';
import { useSaid } from './use-said';

/**
 * A person's name as the API gives it, in the page's language where it is one the product gives ('User',
 * 'Deleted user', 'Anonymous'); a person's own name is shown as it is.
 */
export function usePersonName(): (name: string) => string {
  const said = useSaid();
  return (name) => (PLACEHOLDER_NAMES.includes(name) ? said(name) : name);
}
