import { useEffect } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { type BranchFields, type BranchInput, branchSchema } from "../../domain/account-settings";
import { translateAccountMessage } from "../../domain/messages/server-messages";
import type { AccountView } from "../components/account/use-account-view";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { showAccountFormErrors } from "./account-form-errors";
import { fieldChecks } from "./field-checks";
import { germanResolver } from "./german-resolver";
import { PHARMACY_FIELD_NAMES, PharmacyFields } from "./pharmacy-fields";
import { usePostcodeFill } from "./use-postcode-fill";

export type BranchData = AccountView["branches"][number];

/**
 * Adds a branch (Filiale) on /konto, or edits one: the main pharmacy's fields and
 * rules; the federal state follows from the postcode on the server
 * (docs/decisions/0035-pharmacy-branches.md).
 */
export function BranchForm({
  branch,
  onSaved,
  onCancel,
}: {
  /** The branch to edit; absent to add one. */
  branch?: BranchData;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const form = useForm<BranchInput, unknown, BranchFields>({
    resolver: germanResolver(branchSchema),
    ...fieldChecks,
    defaultValues: {
      pharmacy_name: branch?.pharmacy_name ?? "",
      street: branch?.street ?? "",
      street_number: branch?.street_number ?? "",
      postal_code: branch?.postal_code ?? "",
      city: branch?.city ?? "",
      phone: branch?.phone ?? "",
      wws_software: (branch?.wws_software ?? []) as BranchInput["wws_software"],
    },
  });
  usePostcodeFill(form, { postalCode: "postal_code", city: "city" });
  const { handleSubmit, setError, setFocus, formState } = form;
  const { isSubmitting } = formState;
  // The form opened on a press: the keyboard continues in its first field.
  useEffect(() => setFocus("pharmacy_name"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    const result = await (branch
      ? apiRequest("PUT /account/branches/:id", { params: { id: branch.id }, body: values })
      : apiRequest("POST /account/branches", { body: values }));
    if (result.kind === "ok") {
      toast.success(translateAccountMessage(result.body.message));
      onSaved();
      return;
    }
    showAccountFormErrors(result, setError, PHARMACY_FIELD_NAMES);
  });

  const title = branch ? `Filiale ${branch.pharmacy_name} bearbeiten` : "Neue Filiale";
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      className="grid gap-4 rounded-card border border-line p-4 sm:grid-cols-2"
    >
      <h3 className="text-lg font-semibold text-ink sm:col-span-2">{title}</h3>
      <PharmacyFields
        form={form}
        nameLabel="Name der Filiale"
        phoneLabel="Telefon der Filiale"
        softwareLegend="WWS-Software der Filiale"
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" busy={isSubmitting}>
          {branch ? "Filiale speichern" : "Filiale anlegen"}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
