import { CopyIcon, MailIcon, MessageCircleIcon, Share2Icon, UserPlusIcon } from "lucide-react";
import { pointsFor } from "@/shared/xp-actions";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { toast } from "@/web/lib/toast";
import { type ReferralChannel, trackReferralShare } from "../api/track-referral-share";
import { referralLink, shareTargets } from "../lib/referral";

/** The invite text shows what the engagement matrix really pays (not the old '50'). */
const BONUS_TEXT = `Earn ${pointsFor("referredFriend")} bonus points for every friend who joins!`;

const EXTERNAL: { channel: Exclude<ReferralChannel, "copy">; label: string; icon: typeof MailIcon }[] = [
  { channel: "twitter", label: "Share on X (Twitter)", icon: Share2Icon },
  { channel: "facebook", label: "Share on Facebook", icon: Share2Icon },
  { channel: "whatsapp", label: "Share on WhatsApp", icon: MessageCircleIcon },
  { channel: "email", label: "Share via Email", icon: MailIcon },
];

/** 'Invite Friends' (000 §2): every option makes a fresh referral link. */
export function InviteFriendsMenu({ userId }: { userId: string }) {
  async function copy() {
    const link = referralLink(userId);
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Referral link copied!", { description: "Share this link with friends to earn bonus points." });
      trackReferralShare("copy");
    } catch {
      // No clipboard (an http page, a locked-down browser): show the link so it can be copied by hand.
      toast.error("Could not copy the link", { description: link });
    }
  }

  function share(channel: Exclude<ReferralChannel, "copy">) {
    const target = shareTargets[channel](referralLink(userId));
    if (channel === "email") window.location.href = target;
    else window.open(target, "_blank", "noopener,noreferrer");
    trackReferralShare(channel);
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="lg" className="w-full">
          <UserPlusIcon aria-hidden="true" />
          Invite Friends
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="center" className="w-(--radix-dropdown-menu-trigger-width)">
        <DropdownMenuLabel className="text-foreground">{BONUS_TEXT}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          Copy link
        </DropdownMenuItem>
        {EXTERNAL.map(({ channel, label, icon: Icon }) => (
          <DropdownMenuItem key={channel} onSelect={() => share(channel)}>
            <Icon aria-hidden="true" />
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
