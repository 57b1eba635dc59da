import { LinkIcon, PlusIcon, XIcon } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { PRODUCT_NAME } from "@/shared/product";
import { BAND_MEMBERS_MAX, type BandEdit, type BandEditInput } from "@/shared/validation/bands";
import { ArtistSearch } from "@/web/components/artist-search";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";

type MembersFieldProps = {
  control: Control<BandEditInput, unknown, BandEdit>;
  register: UseFormRegister<BandEditInput>;
  errors: FieldErrors<BandEditInput>;
  /** The artist search is an admin route (/api/admin/artists): a band's manager adds members by name. */
  canLinkArtists: boolean;
};

/** Member chips of the band page: a name and role each, key members flagged, optionally a linked artist. */
export function MembersField({ control, register, errors, canLinkArtists }: MembersFieldProps) {
  const members = useFieldArray({ control, name: "members", keyName: "key" });
  const linked = members.fields.flatMap((member) => (member.userId ? [member.userId] : []));
  const full = members.fields.length >= BAND_MEMBERS_MAX;

  return (
    <div className="grid gap-4">
      {members.fields.length === 0 ? <p className="text-sm text-muted-foreground">No members listed yet.</p> : null}
      <ul className="grid gap-3" aria-label="Band members">
        {members.fields.map((member, index) => {
          const error = errors.members?.[index]?.name?.message;
          return (
            <li key={member.key} className="grid gap-2 rounded-lg bg-muted p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  {member.userId ? (
                    <>
                      <LinkIcon className="size-3" aria-hidden="true" />
                      Linked artist
                    </>
                  ) : (
                    `Member ${index + 1}`
                  )}
                </span>
                <button
                  type="button"
                  className="grid size-8 place-items-center rounded-full hover:bg-secondary"
                  aria-label={`Remove ${member.name || `member ${index + 1}`}`}
                  onClick={() => members.remove(index)}
                >
                  <XIcon className="size-4" aria-hidden="true" />
                </button>
              </div>
              <div className="grid gap-2 sm:grid-cols-2">
                <Input
                  aria-label={`Member ${index + 1} name`}
                  aria-invalid={Boolean(error)}
                  placeholder="Name"
                  {...register(`members.${index}.name`)}
                />
                <Input
                  aria-label={`Member ${index + 1} role`}
                  placeholder="Role, e.g. Vocals"
                  {...register(`members.${index}.role`)}
                />
              </div>
              {error ? <p className="text-sm text-red-400">{error}</p> : null}
              <label className="flex min-h-11 w-fit items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  {...register(`members.${index}.isKeyMember`)}
                />
                Key member
              </label>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        className="w-fit"
        disabled={full}
        onClick={() => members.append({ name: "", role: "", isKeyMember: false, userId: null })}
      >
        <PlusIcon aria-hidden="true" />
        Add member
      </Button>
      {!full && canLinkArtists ? (
        <ArtistSearch
          label={`Or link an artist on ${PRODUCT_NAME}`}
          excludeIds={linked}
          onPick={(artist) =>
            members.append({ name: artist.name ?? "", role: "", isKeyMember: false, userId: artist.id })
          }
        />
      ) : null}
    </div>
  );
}
