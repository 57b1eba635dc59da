import { PRODUCT_NAME } from "@/shared/product";
import type { MailMessage } from "../mail/mailer";

// Plain-text mails with one clear link each; the HTML copy is the same words.
const html = (text: string) =>
  text
    .split("\n\n")
    .map(
      (p) =>
        `<p>${p
          .replace(/&/g, "&amp;")
          .replace(/</g, "&lt;")
          .replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`,
    )
    .join("");

function mail(to: string, subject: string, text: string): MailMessage {
  return { to, subject, text, html: html(text) };
}

export const verificationMail = (to: string, url: string) =>
  mail(
    to,
    `Confirm your e-mail for ${PRODUCT_NAME}`,
    `Welcome to the tribe!\n\nConfirm your e-mail address by opening this link:\n\n${url}\n\nIf you did not sign up for ${PRODUCT_NAME}, ignore this mail.`,
  );

export const resetPasswordMail = (to: string, url: string) =>
  mail(
    to,
    `Reset your ${PRODUCT_NAME} password`,
    `Someone asked to reset the password of your ${PRODUCT_NAME} account.\n\nOpen this link within an hour to choose a new one:\n\n${url}\n\nIf it was not you, ignore this mail: your password stays the same.`,
  );

export const existingAccountMail = (to: string, appUrl: string) =>
  mail(
    to,
    `Your ${PRODUCT_NAME} account`,
    `Someone tried to create a ${PRODUCT_NAME} account with this e-mail address, but you already have one.\n\nLog in here: ${appUrl}/auth?mode=login\n\nForgot your password? Use "Forgot password" on that page.`,
  );
