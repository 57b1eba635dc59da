import type { ManagerDashboard } from "@/shared/contract/manage";
import { formatIst } from "@/shared/datetime";

/**
 * One CSV cell: always quoted, quotes doubled, and a cell that a spreadsheet would read as a formula
 * (starting with = + - @, or a tab or carriage return) is prefixed with an apostrophe (OWASP's CSV
 * injection advice), since page, band, gig and city names are typed by members.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export const csvLine = (cells: (string | number | null)[]) => cells.map(csvCell).join(",");

/** The dashboard's aggregates as rows of section, item, value, last 30 days. Counts only. */
export function dashboardCsv(d: ManagerDashboard): string {
  const rows: (string | number | null)[][] = [["Section", "Item", "Value", "Last 30 days"]];
  rows.push(["Page", d.page.kind, d.page.name, null]);
  if (d.followers) {
    rows.push(["Followers", "Now", d.followers.now, null]);
    for (const day of d.followers.daily) rows.push(["Followers by day (IST)", day.day, day.followers, null]);
  }
  if (d.screams) {
    rows.push(["Scream-O-Meter", "Fans who screamed", d.screams.fans, null]);
    rows.push(["Scream-O-Meter", "Average", d.screams.average, null]);
    for (const level of d.screams.levels)
      rows.push(["Scream-O-Meter", `${level.level} ${level.label}`, level.fans, null]);
  }
  if (d.demand) {
    rows.push(["Where fans want you", "All cities", d.demand.total, null]);
    for (const city of d.demand.cities) rows.push(["Where fans want you", city.city, city.label, city.last30Days]);
  }
  if (d.cityWants) {
    for (const band of d.cityWants.bands)
      rows.push([`Bands ${d.cityWants.city ?? "your city"} wants`, band.name, band.label, null]);
  }
  for (const gig of d.gigs) {
    const when = gig.startTime ? ` (${formatIst(gig.startTime, "yyyy-MM-dd HH:mm")} IST)` : "";
    const item = `${gig.name}${when}${gig.cancelled ? " [cancelled]" : ""}`;
    rows.push(["Gig RSVPs", item, gig.rsvps, null]);
    rows.push(["Gig calendar adds", item, gig.calendarAdds, null]);
    rows.push(["Gig ticket clicks", item, gig.ticketClicks, null]);
  }
  return `${rows.map(csvLine).join("\r\n")}\r\n`;
}
