import type { ReactNode } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { CaptchaField } from "../components/captcha/captcha-field";
import { CheckboxField } from "../components/form/choices";
import { ErrorBox } from "../components/form/error-box";
import { RequestConfirmation } from "../components/service-request/request-confirmation";
import { Button } from "../components/ui/button";
import { serviceRequestTexts as texts } from "./service-request-texts";
import { CAPTCHA_FIELD, type ServiceRequestFormState } from "./use-service-request-form";

interface ServiceRequestFormFrameProps<Input extends FieldValues, Output> {
  /** The form's accessible name. */
  label: string;
  request: ServiceRequestFormState<Input, Output>;
  /** The text of the consent checkbox, which differs between the two forms. */
  consentLabel: ReactNode;
  /** The form's own fields. */
  children: ReactNode;
}

/**
 * What the courier and the cleaning form share around their own fields: the red box,
 * the consent checkbox, the captcha, the send button, and the confirmation that replaces
 * the form once it is sent.
 */
export function ServiceRequestFormFrame<Input extends FieldValues, Output>({
  label,
  request,
  consentLabel,
  children,
}: ServiceRequestFormFrameProps<Input, Output>) {
  const {
    form,
    error,
    sent,
    captchaRef,
    setCaptchaToken,
    onCaptchaProvider,
    boxMessages,
    onSubmit,
  } = request;
  if (sent) return <RequestConfirmation />;
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className="flex flex-col gap-6"
    >
      <ErrorBox title={texts.errorBoxTitle} messages={boxMessages} />
      <p className="text-sm text-ink-muted">{texts.requiredNote}</p>
      {children}
      <CheckboxField
        required
        error={error("approved_ABG_data_protection")}
        label={consentLabel}
        {...form.register("approved_ABG_data_protection" as Path<Input>)}
      />
      <CaptchaField
        ref={captchaRef}
        onToken={setCaptchaToken}
        onProvider={onCaptchaProvider}
        error={error(CAPTCHA_FIELD)}
      />
      <div>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={texts.sending}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
