import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { type EmailOnlyInput, emailOnlySchema } from "../../domain/account-access";
import { translateAccountMessage } from "../../domain/messages/server-messages";
import { TextField } from "../components/form/inputs";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { fieldChecks } from "./field-checks";
import { FormAlert } from "./form-alert";
import { germanResolver } from "./german-resolver";
import { showServerErrors } from "./server-errors";

/**
 * An e-mail address and one button, for the requests that answer the same whether or
 * not the address has an account (new activation link, password-reset link).
 */
export function EmailRequestForm({
  endpoint,
  submitLabel,
  label = "E-Mail",
}: {
  endpoint: "POST /auth/resend-activation" | "POST /auth/forgot-password";
  submitLabel: string;
  label?: string;
}) {
  const [sent, setSent] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyInput>({
    resolver: germanResolver(emailOnlySchema),
    ...fieldChecks,
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(undefined);
    const result = await apiRequest(endpoint, { body: values });
    if (result.kind === "ok") {
      const message = translateAccountMessage(result.body.message);
      toast.success(message);
      setSent(message);
      return;
    }
    showServerErrors(result, { translate: translateAccountMessage, setError, fields: ["email"] });
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {sent && (
        <FormAlert tone="success">
          <p>{sent}</p>
        </FormAlert>
      )}
      <TextField
        label={label}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" busy={isSubmitting} className="self-start px-8">
        {submitLabel}
      </Button>
    </form>
  );
}
