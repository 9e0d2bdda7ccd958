import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { WWS_SOFTWARE, WWS_SOFTWARE_LABELS } from "../../domain/enums";
import { CheckboxGroup } from "../components/form/choices";

const options = WWS_SOFTWARE.map((value) => ({ value, label: WWS_SOFTWARE_LABELS[value] }));

/**
 * The cash-register software checkboxes of both registrations. With `toggleAll`, a
 * button above the boxes selects all or none (staff form).
 */
export function SoftwareField<Values extends FieldValues>({
  form,
  name,
  legend,
  toggleAll = false,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  legend: string;
  toggleAll?: boolean;
}) {
  const selected = (form.watch(name) as string[] | undefined) ?? [];
  const allSelected = selected.length === WWS_SOFTWARE.length;
  const error = form.formState.errors[name]?.message;
  const toggle = () =>
    form.setValue(name, (allSelected ? [] : [...WWS_SOFTWARE]) as never, {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });
  return (
    <CheckboxGroup
      legend={legend}
      required
      options={options}
      error={typeof error === "string" ? error : undefined}
      inputProps={form.register(name)}
      actions={
        toggleAll ? (
          <button
            type="button"
            onClick={toggle}
            className="rounded-control px-2 py-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
          >
            {allSelected ? "Alle abwählen" : "Alle auswählen"}
          </button>
        ) : undefined
      }
    />
  );
}
