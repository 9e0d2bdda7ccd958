import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import {
  type PharmacySettings,
  type PharmacySettingsInput,
  pharmacySettingsSchema,
} from "../../domain/account-settings";
import type { AccountView } from "../components/account/use-account-view";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { showAccountFormErrors } from "./account-form-errors";
import { fieldChecks } from "./field-checks";
import { germanResolver } from "./german-resolver";
import { PHARMACY_FIELD_NAMES, PharmacyFields } from "./pharmacy-fields";
import { usePostcodeFill } from "./use-postcode-fill";

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
  const { handleSubmit, setError, formState } = form;
  const { isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiRequest("PUT /account/pharmacy", { body: values });
    if (result.kind === "ok") {
      toast.success("Die Daten der Apotheke sind gespeichert.");
      onSaved();
      return;
    }
    showAccountFormErrors(result, setError, PHARMACY_FIELD_NAMES);
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Apotheke bearbeiten"
      className="grid gap-4 sm:grid-cols-2"
    >
      <PharmacyFields
        form={form}
        nameLabel="Name der Apotheke"
        phoneLabel="Telefon"
        softwareLegend="WWS-Software der Apotheke"
      />
      <Button type="submit" busy={isSubmitting} className="self-start">
        Apotheke speichern
      </Button>
    </form>
  );
}
