import { LinkIcon, MailIcon, MessageCircleIcon, Share2Icon, SmartphoneIcon } from "lucide-react";
import {
  emailShareUrl,
  facebookShareUrl,
  type ShareTarget,
  twitterShareUrl,
  whatsAppShareUrl,
} from "@/shared/share-links";
import type { ShareChannel, ShareEntityType } from "@/shared/xp-share";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/lazy-dropdown-menu";
import { api } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { useViewer } from "../hooks/use-viewer";
import { celebrate } from "./celebrate";

/** 001 §8, word for word. */
export const SHARE_TEXT = {
  copied: "Link copied!",
  copiedText: "Link copied successfully! Share this link with your friends.",
  copyFailed: "Unable to copy",
  copyFailedText: "Please copy the link manually from your browser's address bar.",
} as const;

type ShareMenuProps = {
  entityType: Exclude<ShareEntityType, "referral">;
  entityId: string;
  /** What is shared: the page title ('Parvaaz on LoudTribe'). */
  title: string;
  text?: string;
  /** Defaults to the page the fan is on. */
  url?: string;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
};

/** Networks' share pages, opened in a new tab. */
const NETWORKS = [
  { channel: "twitter", label: "Twitter", icon: Share2Icon, href: twitterShareUrl },
  { channel: "facebook", label: "Facebook", icon: Share2Icon, href: facebookShareUrl },
  { channel: "whatsapp", label: "WhatsApp", icon: MessageCircleIcon, href: whatsAppShareUrl },
] as const satisfies readonly {
  channel: ShareChannel;
  label: string;
  href: (target: ShareTarget) => string;
  icon: unknown;
}[];

/**
 * The Share menu (001 §2): Copy Link, Twitter, Facebook, WhatsApp, Email, and the phone's own share
 * sheet where the browser has one. Anyone can share; a fan's share also earns its XP, once per
 * channel and thing shared (POST /api/xp/share decides).
 */
export function ShareMenu({
  entityType,
  entityId,
  title,
  text,
  url,
  size = "lg",
  variant = "outline",
}: ShareMenuProps) {
  const viewer = useViewer();
  // Read only inside the menu, which renders once opened: on the server (no window) it never is.
  const here = typeof window === "undefined" ? "" : window.location.href.split("#")[0]!;
  const target: ShareTarget = { url: url ?? here, title, text };
  const canShareNatively = typeof navigator !== "undefined" && typeof navigator.share === "function";

  const earn = (channel: ShareChannel) => {
    if (!viewer.isFan) return;
    void api("POST /api/xp/share", { body: { entityType, entityId, channel } }).then(
      (answer) => celebrate(answer.xp),
      // The share itself happened; a failed reward is not the fan's problem to see.
      () => undefined,
    );
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(target.url);
      toast.success(SHARE_TEXT.copied, { description: SHARE_TEXT.copiedText });
      earn("copy");
    } catch {
      toast.error(SHARE_TEXT.copyFailed, { description: SHARE_TEXT.copyFailedText });
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: target.title, text: target.text, url: target.url });
      earn("native");
    } catch {
      // Closing the share sheet without choosing is not an error worth a message.
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size={size} variant={variant}>
          <Share2Icon aria-hidden="true" />
          Share
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void copy()}>
          <LinkIcon aria-hidden="true" />
          Copy Link
        </DropdownMenuItem>
        {NETWORKS.map((network) => (
          <DropdownMenuItem key={network.channel} asChild>
            <a
              href={network.href(target)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => earn(network.channel)}
            >
              <network.icon aria-hidden="true" />
              {network.label}
            </a>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem asChild>
          <a href={emailShareUrl(target)} onClick={() => earn("email")}>
            <MailIcon aria-hidden="true" />
            Email
          </a>
        </DropdownMenuItem>
        {canShareNatively ? (
          <DropdownMenuItem onSelect={() => void shareNatively()}>
            <SmartphoneIcon aria-hidden="true" />
            More options…
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
