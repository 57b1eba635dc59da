import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { AMENITY_MAX_LENGTH, addAmenity } from "@/shared/validation/venues";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";

type AmenitiesFieldProps = { value: string[]; onChange: (amenities: string[]) => void };

/** Amenity chips (001 §5): trimmed, blank or duplicate ignored, Enter adds, × removes. */
export function AmenitiesField({ value, onChange }: AmenitiesFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const add = () => {
    onChange(addAmenity(value, draft));
    setDraft("");
  };
  return (
    <div className="grid gap-3">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        Add an amenity
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={AMENITY_MAX_LENGTH}
          placeholder="e.g. Parking, Bar, Green room"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="secondary" onClick={add}>
          <PlusIcon aria-hidden="true" />
          Add
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Amenities">
          {value.map((amenity) => (
            <li key={amenity} className="flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm">
              {amenity}
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full hover:bg-secondary-hover"
                aria-label={`Remove ${amenity}`}
                onClick={() => onChange(value.filter((item) => item !== amenity))}
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No amenities listed yet.</p>
      )}
    </div>
  );
}
