import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { UPLOAD_MAX_MEGABYTES } from "../../domain/limits";
import { controlClasses, FormField } from "../components/form/form-field";

/**
 * A PDF picker bound to a form value of type `File | undefined` (react-hook-form's own
 * file handling would give a FileList). The server checks the content again.
 */
export function PdfFileField<Values extends FieldValues>({
  control,
  name,
  label,
  required = false,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={label}
          required={required}
          error={fieldState.error?.message}
          hint={`Nur PDF, höchstens ${UPLOAD_MAX_MEGABYTES} MB.`}
        >
          {(wiring) => (
            <input
              {...wiring}
              ref={field.ref}
              name={field.name}
              type="file"
              accept="application/pdf,.pdf"
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.files?.[0] ?? undefined)}
              className={`${controlClasses} file:mr-4 file:rounded-control file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
            />
          )}
        </FormField>
      )}
    />
  );
}
