/**
 * A yes/no remembered in this browser: `localStorage` for good (this device), `sessionStorage` for
 * this browser session (the tab and its reloads). Storage can be off (private mode, blocked cookies):
 * then nothing is remembered and `isSet` stays false, so what it guards simply shows again.
 */
export function storedFlag(area: "localStorage" | "sessionStorage", key: string) {
  return {
    isSet: (): boolean => {
      try {
        return window[area].getItem(key) === "true";
      } catch {
        return false;
      }
    },
    set: (): void => {
      try {
        window[area].setItem(key, "true");
      } catch {
        // Nothing to remember it in.
      }
    },
  };
}
