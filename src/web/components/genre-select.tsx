import { GENRES } from "@/shared/genres";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";

// Radix Select has no empty value; this stands for "no genre" and is turned back into null.
const NONE = "__none__";

type GenreSelectProps = {
  id?: string;
  value: string | null | undefined;
  onChange: (genre: string | null) => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/** One of the spec's genres (001 §9), or 'Not specified'. */
export function GenreSelect({ value, onChange, ...trigger }: GenreSelectProps) {
  return (
    <Select value={value || NONE} onValueChange={(next) => onChange(next === NONE ? null : next)}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder="Select a genre" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>Not specified</SelectItem>
        {GENRES.map((genre) => (
          <SelectItem key={genre} value={genre}>
            {genre}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
