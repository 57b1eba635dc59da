import { MapPinIcon } from "lucide-react";
import { LazyChoiceSelect } from "@/web/components/ui/lazy-choice-select";

const ALL = "__all__";
export const ALL_LOCATIONS = "All locations";

type LocationFilterProps = {
  /** The chosen city; null is All locations. */
  value: string | null;
  onChange(value: string | null): void;
  /** The cities to offer; while they load only 'All locations' (and the current value) is listed. */
  options: readonly string[] | undefined;
  label?: string;
};

/** A city picker with 'All locations' first, for the gig and venue lists. */
export function LocationFilter({ value, onChange, options, label = "Location" }: LocationFilterProps) {
  const cities = value && !options?.includes(value) ? [value, ...(options ?? [])] : (options ?? []);
  return (
    <div className="flex w-full items-center gap-2 sm:w-64">
      <MapPinIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <LazyChoiceSelect
        label={label}
        value={value ?? ALL}
        onValueChange={(next) => onChange(next === ALL ? null : next)}
        choices={[{ value: ALL, label: ALL_LOCATIONS }, ...cities.map((city) => ({ value: city, label: city }))]}
      />
    </div>
  );
}
