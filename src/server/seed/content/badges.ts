import { XP_ACTIONS, type XpActionName } from "../../../shared/xp-actions";

/**
 * The badge matrix (see docs/decisions/xp-levels-and-badges.md). A badge is awarded when a fan's
 * count of activities of `action` reaches `timesRequired`. Each badge pays 'Unlock a badge' once,
 * so no badge is tied to that action (it would award itself forever). Artwork is ours, in
 * src/web/public/badges, served with the web app.
 */
export const BADGE_MATRIX: readonly {
  badgeName: string;
  description: string;
  badgeUrl: string;
  action: XpActionName;
  timesRequired: number;
}[] = [
  {
    badgeName: "First Scream",
    description: "Cast your first Scream-O-Meter vote for a band or artist.",
    badgeUrl: "/badges/first-scream.svg",
    action: XP_ACTIONS.screamVote,
    timesRequired: 1,
  },
  {
    badgeName: "Scream Team",
    description: "Vote for 25 bands or artists on the Scream-O-Meter.",
    badgeUrl: "/badges/scream-team.svg",
    action: XP_ACTIONS.screamVote,
    timesRequired: 25,
  },
  {
    badgeName: "Tribe Joiner",
    description: "Follow 5 bands or artists.",
    badgeUrl: "/badges/tribe-joiner.svg",
    action: XP_ACTIONS.follow,
    timesRequired: 5,
  },
  {
    badgeName: "Bring It Home",
    description: "Ask 3 bands or artists to play your city.",
    badgeUrl: "/badges/bring-it-home.svg",
    action: XP_ACTIONS.bringToMyCity,
    timesRequired: 3,
  },
  {
    badgeName: "Gig Regular",
    description: "RSVP to 5 gigs.",
    badgeUrl: "/badges/gig-regular.svg",
    action: XP_ACTIONS.rsvpEvent,
    timesRequired: 5,
  },
  {
    badgeName: "Front Row",
    description: "Get tickets for 3 gigs.",
    badgeUrl: "/badges/front-row.svg",
    action: XP_ACTIONS.getTicket,
    timesRequired: 3,
  },
  {
    badgeName: "Gossip Starter",
    description: "Start 10 conversations in the community threads.",
    badgeUrl: "/badges/gossip-starter.svg",
    action: XP_ACTIONS.postInCommunity,
    timesRequired: 10,
  },
  {
    badgeName: "Shutterbug",
    description: "Upload 5 fan photos from gigs.",
    badgeUrl: "/badges/shutterbug.svg",
    action: XP_ACTIONS.uploadFanPhotos,
    timesRequired: 5,
  },
  {
    badgeName: "Megaphone",
    description: "Share 10 links to bands, artists or gigs.",
    badgeUrl: "/badges/megaphone.svg",
    action: XP_ACTIONS.shareLink,
    timesRequired: 10,
  },
  {
    badgeName: "Tribe Builder",
    description: "Bring 3 friends into the tribe with your referral link.",
    badgeUrl: "/badges/tribe-builder.svg",
    action: XP_ACTIONS.referredFriend,
    timesRequired: 3,
  },
];
