import type { MiddlewareHandler } from "hono";
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
const hsts = (appUrl: string) => (appUrl.startsWith("https://") ? "max-age=15552000; includeSubDomains" : false);

/** The built scripts and stylesheets: /assets/<name>-<hash>.js|css (what a first visit downloads dozens of). */
const BUILT_SCRIPT_OR_STYLE = /^\/assets\/[^/]+\.(js|css)$/;

/**
 * Every response gets the full set, except the built scripts and stylesheets: the page-level
 * policies (CSP, frame options, COOP, permissions, referrer policy…) act on documents and workers,
 * not on a script or stylesheet a page loads, and on HTTP/1.1 they cost ~650 bytes per file, ~30 KB
 * of a first visit's 40–50 files on the band page (issue 20). Those keep what guards a subresource:
 * nosniff, CORP same-origin and HSTS. The service worker (/sw.js) is not under /assets and keeps all.
 */
export function securityHeaders(appUrl: string): MiddlewareHandler {
  const full = pageSecurityHeaders(appUrl);
  const subresource = secureHeaders({
    xContentTypeOptions: "nosniff",
    crossOriginResourcePolicy: "same-origin",
    strictTransportSecurity: hsts(appUrl),
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (c, next) => (BUILT_SCRIPT_OR_STYLE.test(c.req.path) ? subresource(c, next) : full(c, next));
}

const pageSecurityHeaders = (appUrl: string) =>
  secureHeaders({
    contentSecurityPolicy: CSP_DIRECTIVES,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    strictTransportSecurity: hsts(appUrl),
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // A response that sets its own policy keeps it (only /api/docs does, to allow its nonce).
    overwrite: false,
  });
