import { secureHeaders } from "hono/secure-headers";

/**
 * Scripts only from our own origin (no inline scripts); inline style attributes are allowed because
 * Radix and sonner position popovers and toasts with them.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The policy as a header value, with extra sources per directive (e.g. one page's script nonce). */
export function cspHeader(extra: Partial<Record<keyof typeof CSP_DIRECTIVES, string[]>> = {}) {
  return Object.entries(CSP_DIRECTIVES)
    .map(
      ([name, sources]) =>
        `${kebab(name)} ${[...sources, ...(extra[name as keyof typeof CSP_DIRECTIVES] ?? [])].join(" ")}`,
    )
    .join("; ");
}

/** HSTS only makes sense (and is only honoured) when the site is served over https. */
export const securityHeaders = (appUrl: string) =>
  secureHeaders({
    contentSecurityPolicy: CSP_DIRECTIVES,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    strictTransportSecurity: appUrl.startsWith("https://") ? "max-age=15552000; includeSubDomains" : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // A response that sets its own policy keeps it (only /api/docs does, to allow its nonce).
    overwrite: false,
  });
