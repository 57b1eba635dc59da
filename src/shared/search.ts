/** Site search (GET /api/search and the /search page): the shortest text worth searching for. */
export const SEARCH_MIN_LENGTH = 2;
/** The longest search text looked at; more only makes trigram matching slower, not better. */
export const SEARCH_MAX_LENGTH = 100;
