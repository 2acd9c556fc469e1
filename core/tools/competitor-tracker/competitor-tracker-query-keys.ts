/** The Competitor Tracker's query key: the founder's watched pages, each with its last change (read again after any change). */
export const WATCHED_PAGES_KEY = ['competitor-tracker', 'pages'] as const;
