import { PAGE_PATHS, type PageKind } from "@/shared/contract/pages";
import { PRODUCT_NAME } from "@/shared/product";
import { oneLine } from "../mail/background";
import type { MailMessage } from "../mail/mailer";

/** What a member who claimed a page hears back. Plain text: the page name was typed by the public. */
export function claimApprovedMail(
  to: string,
  appUrl: string,
  page: { kind: PageKind; id: string; name: string },
): MailMessage {
  return {
    to,
    subject: oneLine(`You now manage ${page.name}`),
    text: [
      `You now manage "${oneLine(page.name)}" on ${PRODUCT_NAME}. An admin has approved your claim.`,
      `Open the page and choose 'Edit Page' to keep it true: ${appUrl}/${PAGE_PATHS[page.kind]}/${page.id}`,
    ].join("\n\n"),
  };
}

export function claimRejectedMail(to: string, name: string, reason: string): MailMessage {
  return {
    to,
    subject: oneLine(`Your claim for ${name}`),
    text: [
      `Thank you for claiming "${oneLine(name)}" on ${PRODUCT_NAME}. We could not approve it this time.`,
      `The reviewer's reason:\n${reason}`,
      `You are welcome to claim it again with links that show you run it.`,
    ].join("\n\n"),
  };
}

/** The notice to a member added as an editor: the link opens the page, where only their account sees 'Edit Page'. */
export function editorAddedMail(
  to: string,
  appUrl: string,
  page: { kind: PageKind; id: string; name: string },
): MailMessage {
  return {
    to,
    subject: oneLine(`You can now edit ${page.name}`),
    text: [
      `You have been added as an editor of "${oneLine(page.name)}" on ${PRODUCT_NAME}.`,
      `Sign in with this e-mail address and choose 'Edit Page': ${appUrl}/${PAGE_PATHS[page.kind]}/${page.id}`,
    ].join("\n\n"),
  };
}
