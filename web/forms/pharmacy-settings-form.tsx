import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import {
  type PharmacySettings,
  type PharmacySettingsInput,
  pharmacySettingsSchema,
} from "../../domain/account-settings";
import type { AccountView } from "../components/account/use-account-view";
import { TextField } from "../components/form/inputs";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { showAccountFormErrors } from "./account-form-errors";
import { addressFields } from "./address-fields";
import { fieldChecks } from "./field-checks";
import { germanResolver } from "./german-resolver";
import { SoftwareField } from "./software-field";
import { usePostcodeFill } from "./use-postcode-fill";

const FIELDS = [
  "pharmacy_name",
  "street",
  "street_number",
  "postal_code",
  "city",
  "phone",
  "wws_software",
];

/**
 * The owner's pharmacy on /konto: name, address, phone and WWS. The federal state is
 * derived from the postcode on the server and prefills new search orders.
 */
export function PharmacySettingsForm({
  account,
  pharmacy,
  onSaved,
}: {
  account: AccountView["account"];
  pharmacy: NonNullable<AccountView["pharmacy"]>;
  onSaved: () => void;
}) {
  const form = useForm<PharmacySettingsInput, unknown, PharmacySettings>({
    resolver: germanResolver(pharmacySettingsSchema),
    ...fieldChecks,
    defaultValues: {
      pharmacy_name: pharmacy.pharmacy_name,
      street: pharmacy.street,
      street_number: pharmacy.street_number,
      postal_code: pharmacy.postal_code,
      city: pharmacy.city,
      phone: account.phone,
      wws_software: pharmacy.wws_software as PharmacySettingsInput["wws_software"],
    },
  });
  usePostcodeFill(form, { postalCode: "postal_code", city: "city" });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiRequest("PUT /account/pharmacy", { body: values });
    if (result.kind === "ok") {
      toast.success("Die Daten der Apotheke sind gespeichert.");
      onSaved();
      return;
    }
    showAccountFormErrors(result, setError, FIELDS);
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Apotheke bearbeiten"
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label="Name der Apotheke"
        required
        className="sm:col-span-2"
        error={errors.pharmacy_name?.message}
        {...register("pharmacy_name")}
      />
      {addressFields(register, errors, {
        street: "street",
        streetNumber: "street_number",
        postalCode: "postal_code",
        city: "city",
      })}
      <TextField
        label="Telefon"
        type="tel"
        autoComplete="tel"
        required
        hint="Mit Ländervorwahl, z. B. +49 221 1234567"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <div className="sm:col-span-2">
        <SoftwareField form={form} name="wws_software" legend="WWS-Software der Apotheke" />
      </div>
      <Button type="submit" busy={isSubmitting} className="self-start">
        Apotheke speichern
      </Button>
    </form>
  );
}
