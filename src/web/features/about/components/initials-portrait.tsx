import { initialsFor } from "@/shared/display-name";

// Pairs from the app's palette and its neighbours, bright enough for white initials on top.
const GRADIENTS = [
  ["#e11d48", "#7c3aed"],
  ["#f97316", "#e11d48"],
  ["#0ea5e9", "#6366f1"],
  ["#10b981", "#0ea5e9"],
  ["#a855f7", "#ec4899"],
] as const;

function hash(text: string) {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * A portrait drawn here from the name (no photo, no network): a gradient disc with the initials.
 * The same name always gets the same colours.
 */
export function InitialsPortrait({ name, size = 96 }: { name: string; size?: number }) {
  const h = hash(name);
  const [from, to] = GRADIENTS[h % GRADIENTS.length]!;
  const id = `portrait-${h.toString(36)}`;
  const angle = (h >> 3) % 360;
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" className="shrink-0 rounded-full">
      <defs>
        <linearGradient id={id} gradientTransform={`rotate(${angle} 0.5 0.5)`}>
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="48" cy="48" r="48" fill={`url(#${id})`} />
      <circle cx="48" cy="48" r="40" fill="none" stroke="white" strokeOpacity="0.18" strokeWidth="2" />
      <text
        x="48"
        y="49"
        textAnchor="middle"
        dominantBaseline="central"
        fill="white"
        fontSize="34"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
      >
        {initialsFor({ name })}
      </text>
    </svg>
  );
}
