/** How the board words its numbers (the band page's 'Where fans want them' line says it the same way). */
export const fansWantThem = (count: number) =>
  `${count.toLocaleString("en-IN")} ${count === 1 ? "fan wants" : "fans want"} them`;

/** The board's heading for a city: 'Bands Pune wants'. */
export const bandsCityWants = (city: string) => `Bands ${city} wants`;

/** A link to a city's board. */
export const cityBoardPath = (city: string) => `/demand?city=${encodeURIComponent(city)}`;

/** A link to a band's top cities. */
export const bandCitiesPath = (bandId: string) => `/demand?band=${encodeURIComponent(bandId)}`;
