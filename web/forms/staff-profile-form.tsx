import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import {
  type StaffProfileInput,
  type StaffProfileValues,
  staffProfileSchema,
} from "../../domain/staff-profile";
import type { AccountView } from "../components/account/use-account-view";
import { TextareaField, TextField } from "../components/form/inputs";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { addressFields } from "./address-fields";
import { fieldChecks } from "./field-checks";
import { showServerErrors } from "./server-errors";

type Staff = NonNullable<AccountView["staff"]>;

const FIELDS: readonly (keyof StaffProfileInput)[] = [
  "street",
  "street_number",
  "postal_code",
  "city",
  "vat_id",
  "capacity_days_per_week",
  "availability",
];

/**
 * Address, USt-IdNr., capacity and availability of a staff member. The schema's
 * messages are German already (the catalogue's texts), so the plain zod resolver.
 */
export function StaffProfileForm({ staff, onSaved }: { staff: Staff; onSaved: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffProfileInput, unknown, StaffProfileValues>({
    resolver: zodResolver(staffProfileSchema),
    ...fieldChecks,
    defaultValues: {
      street: staff.street,
      street_number: staff.street_number,
      postal_code: staff.postal_code,
      city: staff.city,
      vat_id: staff.vat_id ?? "",
      capacity_days_per_week: staff.capacity_days_per_week?.toString() ?? "",
      availability: staff.availability ?? "",
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiRequest("PUT /account/staff-profile", { body: values });
    if (result.kind === "ok") {
      toast.success("Profil gespeichert.");
      onSaved();
      return;
    }
    // A 422 carries the schema's own German texts by field; anything else, our text.
    showServerErrors(result, {
      text: (failure) =>
        failure.kind === "error" && failure.status === 422 && failure.body.errors
          ? undefined
          : "Das Profil konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
      setError,
      fields: FIELDS,
    });
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      {addressFields(register, errors, {
        street: "street",
        streetNumber: "street_number",
        postalCode: "postal_code",
        city: "city",
      })}
      <TextField
        label="USt-IdNr."
        hint="z. B. DE123456789"
        error={errors.vat_id?.message}
        {...register("vat_id")}
      />
      <TextField
        label="Kapazität (Tage pro Woche)"
        type="number"
        min={1}
        max={7}
        error={errors.capacity_days_per_week?.message}
        {...register("capacity_days_per_week")}
      />
      <TextareaField
        label="Verfügbarkeit"
        hint="Zeiträume oder Wochentage, z. B. „ab 1. März montags bis mittwochs“."
        className="sm:col-span-2"
        rows={3}
        error={errors.availability?.message}
        {...register("availability")}
      />
      <Button type="submit" busy={isSubmitting} className="self-start">
        Profil speichern
      </Button>
    </form>
  );
}
