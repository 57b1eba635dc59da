/** What readers see in place of a post, comment or photo a moderator hid (issue 16 §4, exact words). */
export const REMOVED_NOTICE = "This post was removed by a moderator.";
