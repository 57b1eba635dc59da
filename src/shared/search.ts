/** Site search (GET /api/search and the /search page): the shortest text worth searching for. */
export const SEARCH_MIN_LENGTH = 2;
