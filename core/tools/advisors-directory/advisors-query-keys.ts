/** What a search of advisors asks: its words, the tags it filters by, its page. */
export type AdvisorQuery = { q: string; expertise: string; industry: string; page: number };

/** No search yet: every advisor, first page — how the directory opens. */
export const NO_ADVISOR_SEARCH: AdvisorQuery = { q: '', expertise: '', industry: '', page: 1 };

/**
 * The query keys of the Advisors Directory: everything of it (a change reads it all again), the user's own profile,
 * a search, the intro requests. The web app asks by them and the server draws the directory with them (ADR 0101).
 */
export const ADVISORS_KEY = ['advisors-directory'] as const;
export const ADVISOR_PROFILE_KEY = [...ADVISORS_KEY, 'profile'] as const;
export const advisorSearchKey = (search: AdvisorQuery) => [...ADVISORS_KEY, 'search', search] as const;
export const INTRO_REQUESTS_KEY = [...ADVISORS_KEY, 'intros'] as const;
