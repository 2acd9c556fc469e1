import { answerLines } from '../../ai/ai-answers';
import { normaliseDomainName } from '../../domains/domain-name';
import { BRAND_LIMITS } from './brand-name-request';
import type { BrandSuggestion } from './generate-brand-names';

/**
 * The names in an AI answer (one a line, ADR 0054), each with its .com domain made of its letters and digits
 * (accents dropped): lines too long for a name, with no letter or digit, or repeating a domain are left out; at most
 * BRAND_LIMITS.aiSuggestions. The AI's names belong to no category of the generator's: they are kept as Creative.
 */
export function aiBrandSuggestions(answer: string): BrandSuggestion[] {
  const suggestions: BrandSuggestion[] = [];
  for (const line of answerLines(answer)) {
    const name = line.replace(/\s+[-–—:].*$/, '').trim();
    const label = name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    const domain = normaliseDomainName(`${label}.com`);
    if (
      name.length > BRAND_LIMITS.name ||
      !label ||
      !('name' in domain) ||
      suggestions.some((known) => known.domain === domain.name)
    )
      continue;
    suggestions.push({ name, domain: domain.name, category: 'Creative' });
    if (suggestions.length === BRAND_LIMITS.aiSuggestions) break;
  }
  return suggestions;
}
