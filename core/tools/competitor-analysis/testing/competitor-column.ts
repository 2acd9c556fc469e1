import type { Competitor } from '../competitor-analysis';

/** A column for tests: a competitor named `name` with nothing filled in, but for `overrides`. */
export const competitorColumn = (id: string, name: string, overrides: Partial<Competitor> = {}): Competitor => ({
  id,
  name,
  isOwn: false,
  plan: '',
  price: null,
  notes: '',
  position: null,
  swot: { strengths: [], weaknesses: [], opportunities: [], threats: [] },
  features: {},
  ...overrides,
});
