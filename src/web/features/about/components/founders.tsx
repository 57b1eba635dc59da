import { FOUNDERS } from "../content";
import { InitialsPortrait } from "./initials-portrait";

/** 'Who we are': the four founders (000 §2 About). */
export function Founders() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {FOUNDERS.map((founder) => (
        <li key={founder.name} className="flex gap-4 rounded-2xl border bg-card p-4">
          <InitialsPortrait name={founder.name} size={72} />
          <div className="min-w-0">
            <h3 className="font-bold">{founder.name}</h3>
            <p className="text-sm text-primary-bright">{founder.role}</p>
            <p className="text-xs text-muted-foreground">{founder.city}</p>
            <p className="mt-2 text-sm text-muted-foreground">{founder.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
