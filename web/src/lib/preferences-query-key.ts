/** Where a user's preferences live in the query cache (apart, so the app's entry can seed them without the API client). */
export const preferencesQueryKey = (userId: string) => ['preferences', userId] as const;
