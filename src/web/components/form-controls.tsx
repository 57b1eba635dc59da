import type { ComponentProps } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { CityAutocomplete } from "@/web/components/city-autocomplete";
import { Field } from "@/web/components/form-field";
import { GenreSelect } from "@/web/components/genre-select";
import { Input, Textarea } from "@/web/components/ui/input";

/**
 * react-hook-form fields with their label and message (Field), so a form lists its fields instead
 * of wiring each one: `<TextField form={form} name="city" label="City *" />`.
 */
type FieldProps<T extends FieldValues, U extends FieldValues> = {
  form: UseFormReturn<T, unknown, U>;
  name: Path<T>;
  label: string;
  hint?: string;
};

export function TextField<T extends FieldValues, U extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...input
}: FieldProps<T, U> & Omit<ComponentProps<"input">, "name" | "form">) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} error={error} hint={hint}>
      {(field) => (
        <Input {...field} {...input} {...form.register(name, input.type === "number" ? { valueAsNumber: true } : {})} />
      )}
    </Field>
  );
}

export function TextAreaField<T extends FieldValues, U extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...textarea
}: FieldProps<T, U> & Omit<ComponentProps<"textarea">, "name" | "form">) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} error={error} hint={hint}>
      {(field) => <Textarea {...field} {...textarea} {...form.register(name)} />}
    </Field>
  );
}

type GenreValues = { primaryGenre?: string | null; secondaryGenre?: string | null };

/** Primary and secondary genre side by side, each from the spec's list or 'Not specified'. */
export function GenreFields<T extends FieldValues & GenreValues, U extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, U>;
}) {
  const fields = [
    ["primaryGenre", "Primary Genre"],
    ["secondaryGenre", "Secondary Genre"],
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(([name, label]) => (
        <Field key={name} label={label} error={form.getFieldState(name as Path<T>, form.formState).error?.message}>
          {(field) => (
            <Controller
              control={form.control}
              name={name as Path<T>}
              render={({ field: control }) => (
                <GenreSelect {...field} value={control.value as string | null} onChange={control.onChange} />
              )}
            />
          )}
        </Field>
      ))}
    </div>
  );
}

/** City with Indian city suggestions (000 §5); any text is still a city. Blank is "" in the form. */
export function CityField<T extends FieldValues & { city?: string | null }, U extends FieldValues>({
  form,
  label = "City",
}: {
  form: UseFormReturn<T, unknown, U>;
  label?: string;
}) {
  const name = "city" as Path<T>;
  return (
    <Field label={label} error={form.getFieldState(name, form.formState).error?.message}>
      {(field) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field: city }) => (
            <CityAutocomplete
              {...field}
              name={city.name}
              value={(city.value as string | null) ?? ""}
              onChange={city.onChange}
              onBlur={city.onBlur}
              placeholder="Start typing your city"
            />
          )}
        />
      )}
    </Field>
  );
}
