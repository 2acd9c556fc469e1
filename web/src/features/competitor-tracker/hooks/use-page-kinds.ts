import type { PageKind } from '@core/tools/competitor-tracker/watched-pages';
import { useT } from '@/lib/i18n/use-t';

/** The words of each kind of page, in the page's language. */
export function usePageKinds(): Record<PageKind, string> {
  const t = useT();
  return {
    pricing: t({ id: 'competitorTracker.kind.pricing', defaultMessage: 'Pricing' }),
    changelog: t({ id: 'competitorTracker.kind.changelog', defaultMessage: 'Changelog' }),
    careers: t({ id: 'competitorTracker.kind.careers', defaultMessage: 'Careers' }),
    blog: t({ id: 'competitorTracker.kind.blog', defaultMessage: 'Blog' }),
    product: t({ id: 'competitorTracker.kind.product', defaultMessage: 'Product' }),
    other: t({ id: 'competitorTracker.kind.other', defaultMessage: 'Other' }),
  };
}
