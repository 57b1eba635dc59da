/**
 * Test fixture (no product code imports it): what people paste to break a page. The API tests
 * check each comes back exactly as typed, as JSON data; the web tests check each renders inert.
 */
export const MALICIOUS_CONTENT = [
  "<script>alert('xss')</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">free tickets</a>',
  "<iframe src=//evil.example></iframe>",
  '<svg onload="alert(1)"><style>body{display:none}</style>',
  "javascript:alert(document.cookie)",
  "&lt;b&gt;bold&lt;/b&gt; &amp; &#60;script&#62;",
  "\u202Egnp.exe \u202Dnormal \u2066isolated\u2069",
  "'; drop table posts; --",
  "{{constructor.constructor('alert(1)')()}}",
  "emoji 🤘🏽 and देवनागरी and zero\u200Bwidth",
] as const;
