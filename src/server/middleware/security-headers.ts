import { secureHeaders } from "hono/secure-headers";

/**
 * Scripts only from our own origin (no inline scripts); inline style attributes are allowed because
 * Radix and sonner position popovers and toasts with them.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
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
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    strictTransportSecurity: "max-age=15552000; includeSubDomains",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
