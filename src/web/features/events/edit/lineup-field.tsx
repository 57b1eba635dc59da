import { ArrowDownIcon, ArrowUpIcon, XIcon } from "lucide-react";
import type { LineupArtist } from "@/shared/contract/admin/events";
import { ArtistSearch } from "@/web/components/artist-search";
import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";

type LineupFieldProps = { value: LineupArtist[]; onChange: (artists: LineupArtist[]) => void };

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The 'Artist Lineup' of the gig page (event_artists), in billing order: add by search, reorder, remove. */
export function LineupField({ value, onChange }: LineupFieldProps) {
  return (
    <div className="grid gap-4">
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">No artists listed</p>
      ) : (
        <ol className="grid gap-2" aria-label="Artist lineup">
          {value.map((artist, index) => {
            const name = artist.name ?? "Unknown Artist";
            return (
              <li key={artist.id} className="flex items-center gap-3 rounded-lg bg-muted px-3 py-2">
                <Avatar className="size-8">
                  {artist.avatarUrl ? <AvatarImage src={artist.avatarUrl} alt="" /> : null}
                  <AvatarFallback>{name.charAt(0)}</AvatarFallback>
                </Avatar>
                <span className="min-w-0 flex-1 truncate text-sm">{name}</span>
                <button
                  type="button"
                  className="grid size-8 place-items-center rounded-full hover:bg-secondary disabled:opacity-30"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => onChange(move(value, index, index - 1))}
                >
                  <ArrowUpIcon className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="grid size-8 place-items-center rounded-full hover:bg-secondary disabled:opacity-30"
                  aria-label={`Move ${name} down`}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(move(value, index, index + 1))}
                >
                  <ArrowDownIcon className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="grid size-8 place-items-center rounded-full hover:bg-secondary"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(value.filter((item) => item.id !== artist.id))}
                >
                  <XIcon className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <ArtistSearch
        label="Add an artist"
        excludeIds={value.map((artist) => artist.id)}
        onPick={(artist) => onChange([...value, artist])}
      />
    </div>
  );
}
