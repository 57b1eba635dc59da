import { ArrowDownIcon, ArrowUpIcon, StarIcon, XIcon } from "lucide-react";
import type { LineupAct, LineupActOption } from "@/shared/contract/lineups";
import type { LineupEntry } from "@/shared/validation/events";
import { SearchPicker, usePickerQuery } from "@/web/components/search-picker";
import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";
import { ACT_SEARCH_MIN_CHARS, useLineupActSearch } from "../api/search-lineup-acts";

type LineupFieldProps = { value: LineupAct[]; onChange: (acts: LineupAct[]) => void };

const KIND_LABEL = { band: "Band", artist: "Artist" } as const;
const iconButton = "grid size-8 place-items-center rounded-full hover:bg-secondary disabled:opacity-30";

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** What the forms send: kind, id and the headliner flag, in billing order. */
export const lineupEntries = (acts: LineupAct[]): LineupEntry[] =>
  acts.map((act) => ({ kind: act.kind, id: act.id, headliner: act.headliner }));

const asAct = (option: LineupActOption): LineupAct => ({ ...option, genres: [], headliner: false });

function ActFace({ act }: { act: { name: string; avatarUrl: string | null } }) {
  return (
    <Avatar className="size-8">
      {act.avatarUrl ? <AvatarImage src={act.avatarUrl} alt="" /> : null}
      <AvatarFallback>{act.name.charAt(0)}</AvatarFallback>
    </Avatar>
  );
}

/** The gig's line-up of bands and artists, in billing order: add by search, reorder, mark headliners, remove. */
export function LineupField({ value, onChange }: LineupFieldProps) {
  const same = (a: LineupAct, b: LineupAct) => a.kind === b.kind && a.id === b.id;
  return (
    <div className="grid gap-4">
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bands or artists listed</p>
      ) : (
        <ol className="grid gap-2" aria-label="Line-up">
          {value.map((act, index) => (
            <li key={`${act.kind}:${act.id}`} className="flex items-center gap-3 rounded-lg bg-muted px-3 py-2">
              <ActFace act={act} />
              <span className="min-w-0 flex-1 truncate text-sm">
                {act.name} <span className="text-xs text-muted-foreground">({KIND_LABEL[act.kind]})</span>
              </span>
              <button
                type="button"
                className={iconButton}
                aria-label={`${act.name} headlines`}
                aria-pressed={act.headliner}
                onClick={() =>
                  onChange(value.map((item) => (same(item, act) ? { ...item, headliner: !item.headliner } : item)))
                }
              >
                <StarIcon
                  className={`size-4 ${act.headliner ? "fill-current text-primary-bright" : ""}`}
                  aria-hidden="true"
                />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Move ${act.name} up`}
                disabled={index === 0}
                onClick={() => onChange(move(value, index, index - 1))}
              >
                <ArrowUpIcon className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Move ${act.name} down`}
                disabled={index === value.length - 1}
                onClick={() => onChange(move(value, index, index + 1))}
              >
                <ArrowDownIcon className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Remove ${act.name}`}
                onClick={() => onChange(value.filter((item) => !same(item, act)))}
              >
                <XIcon className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <ActSearch chosen={value} onPick={(option) => onChange([...value, asAct(option)])} />
    </div>
  );
}

/** Search-as-you-type over bands and artists (GET /api/lineup-acts). */
function ActSearch({ chosen, onPick }: { chosen: LineupAct[]; onPick: (act: LineupActOption) => void }) {
  const query = usePickerQuery();
  const results = useLineupActSearch(query.q, chosen);
  return (
    <SearchPicker
      label="Add a band or artist"
      emptyText="No bands or artists found."
      minChars={ACT_SEARCH_MIN_CHARS}
      query={query}
      results={results}
      show={(act) => ({
        key: `${act.kind}:${act.id}`,
        name: act.name,
        avatarUrl: act.avatarUrl,
        note: [KIND_LABEL[act.kind], act.location].filter(Boolean).join(", "),
      })}
      onPick={onPick}
    />
  );
}
