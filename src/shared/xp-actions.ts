/**
 * The engagement matrix: one canonical action per row. The old product used several spellings for
 * one action (000 §9 vs 001 §7) and refused the unknown ones, so some actions silently earned
 * nothing. Here code refers to actions by key only, and the seed writes exactly these rows.
 *
 * Names reconciled with 000 §9: 'Follow Artist' → 'Follow Artist/Band', 'Vote for Bring Artist to My
 * City' → 'Vote for Bring Them to My City', 'RSVP event' → 'RSVP Event', 'Share link' → 'Share Link';
 * 'Create Account' (001) is 'Email Registration'. Amounts the documents leave out are decided here:
 * Downvote Post 1 (a vote, worth less than an upvote), Share Event 10, and the per-channel shares
 * pay what 'Share link' pays (20). Onboarding's 50 XP (000 §9) is two rows of 25, paid once per fan
 * on completion on top of 'Email Registration' (paid to every new account); see
 * docs/decisions/onboarding.md.
 */
export const ENGAGEMENT_MATRIX = [
  { key: "getTicket", action: "Get Ticket", points: 10, category: "events" },
  { key: "follow", action: "Follow Artist/Band", points: 5, category: "discovery" },
  { key: "bringToMyCity", action: "Vote for Bring Them to My City", points: 5, category: "discovery" },
  { key: "postInCommunity", action: "Post in Community", points: 5, category: "community" },
  { key: "commentOnPosts", action: "Comment on Posts", points: 3, category: "community" },
  { key: "upvotePost", action: "Upvote or React to Post", points: 2, category: "community" },
  { key: "downvotePost", action: "Downvote Post", points: 1, category: "community" },
  { key: "rsvpEvent", action: "RSVP Event", points: 10, category: "events" },
  { key: "addEventToCalendar", action: "Add Event to Calendar", points: 20, category: "events" },
  { key: "readMission", action: "Read mission", points: 5, category: "discovery" },
  { key: "screamVote", action: "Vote for an Artist/Band", points: 5, category: "discovery" },
  { key: "emailRegistration", action: "Email Registration", points: 10, category: "growth" },
  { key: "updateAvatar", action: "Update profile avatar", points: 10, category: "profile" },
  { key: "uploadFanPhotos", action: "Upload Fan Photos", points: 20, category: "community" },
  { key: "shareLink", action: "Share Link", points: 20, category: "sharing" },
  { key: "shareTwitter", action: "Share to Twitter", points: 20, category: "sharing" },
  { key: "shareFacebook", action: "Share to Facebook", points: 20, category: "sharing" },
  { key: "shareWhatsApp", action: "Share to WhatsApp", points: 20, category: "sharing" },
  { key: "shareEmail", action: "Share via Email", points: 20, category: "sharing" },
  { key: "shareEvent", action: "Share Event", points: 10, category: "sharing" },
  { key: "shareReferral", action: "Share 'Join our tribe' referral link", points: 20, category: "growth" },
  { key: "referredFriend", action: "Referred friend registered", points: 25, category: "growth" },
  // Onboarding after a vote (000 §4, §9): 50 XP on completion, 25 for voting plus 25 for joining.
  { key: "onboardingVote", action: "Vote to join the tribe", points: 25, category: "growth" },
  { key: "onboardingJoin", action: "Join the tribe after a vote", points: 25, category: "growth" },
  { key: "unlockBadge", action: "Unlock a badge", points: 50, category: "milestones" },
  { key: "maintainStreak", action: "Maintain a streak", points: 50, category: "milestones" },
] as const;

export type XpActionKey = (typeof ENGAGEMENT_MATRIX)[number]["key"];
export type XpActionName = (typeof ENGAGEMENT_MATRIX)[number]["action"];

export const XP_ACTIONS = Object.fromEntries(ENGAGEMENT_MATRIX.map((row) => [row.key, row.action])) as {
  [K in XpActionKey]: Extract<(typeof ENGAGEMENT_MATRIX)[number], { key: K }>["action"];
};

/** Points an action pays, for texts such as the invite bonus (the text shows what the matrix pays). */
export function pointsFor(key: XpActionKey): number {
  return ENGAGEMENT_MATRIX.find((row) => row.key === key)!.points;
}

/** A fan active on this many consecutive IST days earns 'Maintain a streak', once per streak. */
export const STREAK_DAYS = 7;

/** The same action by the same fan within this many seconds earns nothing (000 §4). */
export const DUPLICATE_WINDOW_SECONDS = 60;
