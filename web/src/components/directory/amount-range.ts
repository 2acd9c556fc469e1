import type { useT } from '@/lib/i18n/use-t';

/**
 * An amount a directory's source published, in words: one figure, a range, 'up to' its most or 'from' its least
 * (`money` formats one figure in its currency); undefined when neither end is known.
 */
export function amountRange(
  { min, max }: { min?: number; max?: number },
  money: (amount: number) => string,
  t: ReturnType<typeof useT>,
): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? money(min) : `${money(min)} – ${money(max)}`;
  if (max !== undefined) return t({ id: 'directory.upTo', defaultMessage: 'up to {amount}' }, { amount: money(max) });
  if (min !== undefined) return t({ id: 'directory.from', defaultMessage: 'from {amount}' }, { amount: money(min) });
  return undefined;
}
