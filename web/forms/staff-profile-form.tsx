import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { todayIsoDate } from "../../domain/dates";
import { withoutCountryPrefix } from "../../domain/fields";
import {
  type StaffProfileFormInput,
  type StaffProfileForm as StaffProfileFormValues,
  staffProfileFormSchema,
  toStaffProfileRequest,
} from "../../domain/staff-profile";
import type { AccountView } from "../components/account/use-account-view";
import { TextareaField, TextField } from "../components/form/inputs";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { addressFields } from "./address-fields";
import { fieldChecks } from "./field-checks";
import { germanResolver } from "./german-resolver";
import { experienceField, phoneField } from "./registration-parts";
import { showServerErrors } from "./server-errors";
import { SoftwareField } from "./software-field";

type Staff = NonNullable<AccountView["staff"]>;

const FIELDS: readonly (keyof StaffProfileFormInput)[] = [
  "street",
  "street_number",
  "postal_code",
  "city",
  "phone",
  "wws_software",
  "experience_since",
  "vat_id",
  "capacity_days_per_week",
  "availability",
];

/**
 * Address, phone, WWS, experience, USt-IdNr., capacity and availability of a staff
 * member. Phone, WWS and experience are the registration's fields (the phone typed
 * after a fixed +49); names and salutation stay as the agency checked them.
 */
export function StaffProfileForm({
  staff,
  phone,
  onSaved,
}: {
  staff: Staff;
  /** The account's phone as stored, "+49…". */
  phone: string | null;
  onSaved: () => void;
}) {
  const form = useForm<StaffProfileFormInput, unknown, StaffProfileFormValues>({
    resolver: germanResolver(staffProfileFormSchema),
    ...fieldChecks,
    defaultValues: {
      street: staff.street,
      street_number: staff.street_number,
      postal_code: staff.postal_code,
      city: staff.city,
      phone: phone ? withoutCountryPrefix(phone) : "",
      wws_software: staff.wws_software as StaffProfileFormInput["wws_software"],
      experience_since: staff.experience_since,
      vat_id: staff.vat_id ?? "",
      capacity_days_per_week: staff.capacity_days_per_week?.toString() ?? "",
      availability: staff.availability ?? "",
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // Today's date only in the browser: the prerendered page must not fix the build day.
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(todayIsoDate()), []);

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiRequest("PUT /account/staff-profile", {
      body: toStaffProfileRequest(values),
    });
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
      {phoneField(register, errors, "phone", "0170 1234567")}
      <div className="sm:col-span-2">
        <SoftwareField
          form={form}
          name="wws_software"
          legend="Warenwirtschaftssysteme, mit denen Sie arbeiten"
          toggleAll
        />
      </div>
      {experienceField(register, errors, "experience_since", today)}
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
