/**
 * India's cities under their other names, and which cities are the largest: what search, the city
 * filters and the city autocomplete need to know beyond the city table (indian_cities, filled from
 * the country-state-city package, which holds one name per city and not always today's official one:
 * it has 'Gurgaon' and 'Cochin' but 'Bengaluru' and 'Kolkata').
 *
 * Each group is one city: its official name first, then the names people still use (the colonial or
 * older names, common anglicised spellings). A name of any group stands for every name of its group.
 */
export const CITY_NAME_GROUPS: readonly (readonly string[])[] = [
  ["Bengaluru", "Bangalore"],
  ["Mumbai", "Bombay"],
  ["Kolkata", "Calcutta"],
  ["Chennai", "Madras"],
  ["New Delhi", "Delhi", "Dilli"],
  ["Gurugram", "Gurgaon"],
  ["Pune", "Poona"],
  ["Kochi", "Cochin"],
  ["Thiruvananthapuram", "Trivandrum"],
  ["Mysuru", "Mysore"],
  ["Vadodara", "Baroda"],
  ["Puducherry", "Pondicherry"],
  ["Prayagraj", "Allahabad"],
  ["Varanasi", "Benares", "Banaras", "Kashi"],
  ["Kozhikode", "Calicut"],
  ["Mangaluru", "Mangalore"],
  ["Shimla", "Simla"],
  ["Panaji", "Panjim"],
  ["Belagavi", "Belgaum"],
  ["Hubballi", "Hubli"],
  ["Kalaburagi", "Gulbarga"],
  ["Ballari", "Bellary"],
  ["Vijayapura", "Bijapur"],
  ["Shivamogga", "Shimoga"],
  ["Tumakuru", "Tumkur"],
  ["Visakhapatnam", "Vishakhapatnam", "Vizag"],
  ["Tiruchirappalli", "Trichy", "Tiruchi"],
  ["Thoothukudi", "Tuticorin"],
  ["Udhagamandalam", "Ooty"],
  ["Kollam", "Quilon"],
  ["Alappuzha", "Alleppey"],
  ["Thrissur", "Trichur"],
  ["Kannur", "Cannanore"],
  ["Kanpur", "Cawnpore"],
  ["Guwahati", "Gauhati"],
  ["Bhubaneswar", "Bhubaneshwar"],
  ["Vasai-Virar", "Vasai", "Virar"],
  ["Ayodhya", "Faizabad"],
  ["Chhatrapati Sambhajinagar", "Aurangabad"],
  ["Dharashiv", "Osmanabad"],
  ["Jabalpur", "Jubbulpore"],
  ["Vijayawada", "Bezawada"],
  ["Rajamahendravaram", "Rajahmundry"],
];

/**
 * The largest cities, largest first (Census of India 2011, population of the city proper, with
 * today's names), so the autocomplete can put 'Bengaluru' before 'Bag' for 'ba'. Cities not listed
 * rank after all of these.
 */
export const CITIES_BY_SIZE: readonly string[] = [
  "Mumbai",
  "Delhi",
  "New Delhi",
  "Bengaluru",
  "Hyderabad",
  "Ahmedabad",
  "Chennai",
  "Kolkata",
  "Surat",
  "Pune",
  "Jaipur",
  "Lucknow",
  "Kanpur",
  "Nagpur",
  "Indore",
  "Thane",
  "Bhopal",
  "Visakhapatnam",
  "Pimpri-Chinchwad",
  "Patna",
  "Vadodara",
  "Ghaziabad",
  "Ludhiana",
  "Agra",
  "Nashik",
  "Faridabad",
  "Meerut",
  "Rajkot",
  "Kalyan-Dombivli",
  "Vasai-Virar",
  "Varanasi",
  "Srinagar",
  "Chhatrapati Sambhajinagar",
  "Aurangabad",
  "Dhanbad",
  "Amritsar",
  "Navi Mumbai",
  "Prayagraj",
  "Allahabad",
  "Ranchi",
  "Howrah",
  "Coimbatore",
  "Jabalpur",
  "Gwalior",
  "Vijayawada",
  "Jodhpur",
  "Madurai",
  "Raipur",
  "Kota",
  "Guwahati",
  "Chandigarh",
  "Solapur",
  "Hubballi",
  "Hubli",
  "Bareilly",
  "Moradabad",
  "Mysuru",
  "Gurugram",
  "Gurgaon",
  "Aligarh",
  "Jalandhar",
  "Tiruchirappalli",
  "Bhubaneswar",
  "Salem",
  "Mira-Bhayandar",
  "Warangal",
  "Thiruvananthapuram",
  "Guntur",
  "Bhiwandi",
  "Saharanpur",
  "Gorakhpur",
  "Bikaner",
  "Amravati",
  "Noida",
  "Jamshedpur",
  "Bhilai",
  "Cuttack",
  "Firozabad",
  "Kochi",
  "Cochin",
  "Nellore",
  "Bhavnagar",
  "Dehradun",
  "Durgapur",
  "Asansol",
  "Rourkela",
  "Nanded",
  "Kolhapur",
  "Ajmer",
  "Akola",
  "Kalaburagi",
  "Gulbarga",
  "Jamnagar",
  "Ujjain",
  "Loni",
  "Siliguri",
  "Jhansi",
  "Ulhasnagar",
  "Jammu",
  "Sangli",
  "Mangaluru",
  "Erode",
  "Belagavi",
  "Belgaum",
  "Ambattur",
  "Tirunelveli",
  "Malegaon",
  "Gaya",
  "Jalgaon",
  "Udaipur",
  "Kozhikode",
  "Davanagere",
  "Kurnool",
  "Bokaro",
  "Bellary",
  "Ballari",
  "Patiala",
  "Bhagalpur",
  "Agartala",
  "Latur",
  "Dhule",
  "Tirupati",
  "Rohtak",
  "Korba",
  "Bhilwara",
  "Muzaffarpur",
  "Ahmednagar",
  "Mathura",
  "Kollam",
  "Bilaspur",
  "Shahjahanpur",
  "Thrissur",
  "Alwar",
  "Bardhaman",
  "Kakinada",
  "Nizamabad",
  "Parbhani",
  "Tumakuru",
  "Hisar",
  "Panipat",
  "Darbhanga",
  "Aizawl",
  "Bathinda",
  "Imphal",
  "Shillong",
  "Puducherry",
  "Pondicherry",
  "Gangtok",
  "Shimla",
  "Panaji",
];

/** Lower case, without accents, spaces and dashes collapsed: how alternate names are compared. */
export function foldCityName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s\-–]+/g, " ")
    .trim();
}

const groupsByName = new Map<string, string[]>();
for (const group of CITY_NAME_GROUPS) {
  for (const name of group) {
    const key = foldCityName(name);
    const known = groupsByName.get(key) ?? [];
    groupsByName.set(key, [...new Set([...known, ...group])]);
  }
}

/** Every name of the city `name` is one name of ('Bombay' → Mumbai, Bombay); empty if none. */
export function otherCityNames(name: string): string[] {
  return groupsByName.get(foldCityName(name)) ?? [];
}

/** Every alternate name known (for typo matching on the server). */
export const ALL_CITY_NAMES: readonly string[] = [...new Set(CITY_NAME_GROUPS.flat())];

/**
 * The cities whose other names hold `text` (folded): `starting` those where a name starts with it,
 * `containing` where one merely contains it. Each lists every name of the matching groups, so the
 * caller can match whichever of them its table holds.
 */
export function citiesNamed(text: string): { starting: string[]; containing: string[] } {
  const wanted = foldCityName(text);
  const starting = new Set<string>();
  const containing = new Set<string>();
  if (!wanted) return { starting: [], containing: [] };
  for (const group of CITY_NAME_GROUPS) {
    const folded = group.map(foldCityName);
    if (folded.some((name) => name.startsWith(wanted))) for (const name of group) starting.add(name);
    else if (folded.some((name) => name.includes(wanted))) for (const name of group) containing.add(name);
  }
  return { starting: [...starting], containing: [...containing] };
}
