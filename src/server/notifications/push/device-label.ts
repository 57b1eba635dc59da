/** 'Chrome on Android', so a fan can tell their devices apart in the settings; 'A browser' when unsure. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser =
    [
      [/EdgA?\//, "Edge"],
      [/SamsungBrowser\//, "Samsung Internet"],
      [/OPR\//, "Opera"],
      [/Firefox\/|FxiOS\//, "Firefox"],
      [/Chrome\/|CriOS\//, "Chrome"],
      [/Safari\//, "Safari"],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? "A browser";
  const system = [
    [/Android/, "Android"],
    [/iPhone/, "iPhone"],
    [/iPad/, "iPad"],
    [/CrOS/, "ChromeOS"],
    [/Windows/, "Windows"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/Linux/, "Linux"],
  ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1];
  return system ? `${browser} on ${system}` : (browser as string);
}
