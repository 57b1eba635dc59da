import { zodResolver } from "@hookform/resolvers/zod";
import { UsersIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { addEditorSchema } from "@/shared/validation/pages";
import { Field, FormError } from "@/web/components/form-field";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api-client";
import type { PagePath } from "@/web/lib/page-access";
import { toast } from "@/web/lib/toast";
import { useAddEditor, useHandOver, usePageTeam, useRemoveEditor } from "../api/page-team";

const failure = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : "That did not work. Please try again.";

/** The owner's 'Page Team': editors by e-mail, remove one, hand the page over. The server decides. */
export function PageTeamButton({ kind, id, name }: { kind: PagePath; id: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <UsersIcon aria-hidden="true" />
        Page Team
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Page Team</DialogTitle>
            <DialogDescription>
              Who can edit {name}. Editors change the page; only the owner changes the team.
            </DialogDescription>
          </DialogHeader>
          {open ? <Team kind={kind} id={id} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function Team({ kind, id }: { kind: PagePath; id: string }) {
  const team = usePageTeam(kind, id, true);
  const add = useAddEditor(kind, id);
  const remove = useRemoveEditor(kind, id);
  const handOver = useHandOver(kind, id);
  const form = useForm<{ email: string }>({ resolver: zodResolver(addEditorSchema), defaultValues: { email: "" } });
  const [error, setError] = useState<string | null>(null);
  const busy = add.isPending || remove.isPending || handOver.isPending;

  const onAdd = form.handleSubmit(({ email }) => {
    setError(null);
    add.mutate(email, {
      onSuccess: () => {
        form.reset();
        toast.success("Editor added", { description: `${email} has been mailed a link to the page.` });
      },
      onError: (e) => setError(failure(e)),
    });
  });

  if (team.isPending) return <Skeleton className="h-32 w-full" />;
  if (team.isError) return <FormError message={failure(team.error)} />;
  return (
    <div className="grid gap-4">
      <FormError message={error} />
      <ul className="grid gap-2">
        {team.data.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
            <span>
              {member.name ?? "A member"}{" "}
              <span className="text-sm text-muted-foreground">· {member.role === "owner" ? "Owner" : "Editor"}</span>
            </span>
            {member.role === "editor" ? (
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => handOver.mutate(member.userId, { onError: (e) => setError(failure(e)) })}
                >
                  Make Owner
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => remove.mutate(member.userId, { onError: (e) => setError(failure(e)) })}
                >
                  Remove
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <form onSubmit={onAdd} noValidate className="grid gap-2">
        <Field label="Add an editor by e-mail" error={form.formState.errors.email?.message}>
          {(field) => <Input {...field} type="email" inputMode="email" {...form.register("email")} />}
        </Field>
        <Button type="submit" disabled={busy}>
          {add.isPending ? "Adding..." : "Add Editor"}
        </Button>
      </form>
    </div>
  );
}
