import { useCallback, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  useForm,
} from "react-hook-form";
import toast from "react-hot-toast/headless";
import type { z } from "zod";
import { messagesEn } from "../../domain/messages/en";
import { translateServiceRequestMessage } from "../../domain/messages/server-messages";
import type { CaptchaProvider } from "../components/captcha/captcha-field";
import type { CaptchaHandle } from "../components/captcha/captcha-handle";
import { apiRequest, type BodyOf, type RequestOptions } from "../lib/api";
import { fieldChecks } from "./field-checks";
import { germanResolver } from "./german-resolver";
import { showServerErrors } from "./server-errors";
import { captchaMessagesDe, inCaptchaWords, serviceRequestTexts } from "./service-request-texts";

export const CAPTCHA_FIELD = "g-recaptcha-response";
/** Both forms' postcode field; only the server knows which postcodes exist. */
const POSTCODE_FIELD = "zip_code";

const toastStyle = { style: { whiteSpace: "pre-line" as const } };
const unique = (messages: string[]) => [...new Set(messages)];

/** Field messages in the order the form shows the fields. */
function messagesInOrder(errors: FieldErrors, order: readonly string[]): string[] {
  return unique(
    order
      .map((name) => errors[name]?.message)
      .filter((message): message is string => typeof message === "string"),
  );
}

/** The service form's API route: only one whose body the form's values are. */
type ServiceRequestRoute<Output> = {
  [Route in "POST /boten-service" | "POST /reinigung-service"]: Output extends BodyOf<Route>
    ? Route
    : never;
}["POST /boten-service" | "POST /reinigung-service"];

/**
 * Sending a courier or cleaning request (docs/product.md, "Services"): nothing is sent without
 * a solved captcha; the server's 422 messages are translated and shown in the red box
 * and as one joined toast; any other failure gets the generic toast; success resets the
 * form and the captcha and shows the confirmation.
 */
export function useServiceRequestForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  emptyRequest: DefaultValues<Input>,
  route: ServiceRequestRoute<Output>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: germanResolver(schema),
    ...fieldChecks,
    defaultValues: emptyRequest,
  });
  const captcha = useRef<CaptchaHandle>(null);
  // ALTCHA unless the server says otherwise (docs/decisions/0006).
  const [captchaProvider, setCaptchaProvider] = useState<CaptchaProvider>("altcha");
  const onCaptchaProvider = useCallback((provider: CaptchaProvider) => {
    setCaptchaProvider(provider);
  }, []);
  const words = (message: string) => inCaptchaWords(message, captchaProvider);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const fieldOrder = Object.keys(form.formState.defaultValues ?? {});
  const { errors, isSubmitted } = form.formState;

  const setCaptchaToken = (token: string | null) => {
    const field = CAPTCHA_FIELD as Path<Input>;
    form.setValue(field, (token ?? "") as PathValue<Input, Path<Input>>, {
      shouldValidate: token !== null && isSubmitted,
    });
    if (token) setServerErrors((current) => current.filter((m) => !captchaMessagesDe.has(m)));
  };

  const onValid = async (values: Output) => {
    setServerErrors([]);
    // The route's body is these values: ServiceRequestRoute checked that at the call site.
    const result = await apiRequest(route, { body: values } as RequestOptions<typeof route>);
    if (result.kind === "ok") {
      form.reset();
      captcha.current?.reset();
      toast.success(serviceRequestTexts.successToast);
      setSent(true);
      return;
    }
    // A 422 lists every message (an array, docs/product.md "API"): all of them go into
    // the box above the form and one toast; anything else gets the form's own text.
    const list = result.kind === "error" && result.status === 422 ? result.body.errors : undefined;
    const messages = Array.isArray(list)
      ? unique(list.map((entry) => words(translateServiceRequestMessage(entry))))
      : [];
    showServerErrors(result, {
      text: messages.length > 0 ? messages.join("\n") : serviceRequestTexts.failedToast,
      toastOptions: messages.length > 0 ? toastStyle : undefined,
    });
    setServerErrors(messages);
    // An unknown postcode is also shown under its field, like on the other forms.
    if (Array.isArray(list) && list.includes(messagesEn["postalCode.unknown"])) {
      form.setError(
        POSTCODE_FIELD as Path<Input>,
        {
          type: "server",
          message: translateServiceRequestMessage(messagesEn["postalCode.unknown"]),
        },
        { shouldFocus: true },
      );
    }
    // A refused answer is spent or wrong: the visitor solves the captcha again.
    if (messages.some((message) => captchaMessagesDe.has(message))) captcha.current?.reset();
  };

  const onInvalid = (invalid: FieldErrors<Input>) => {
    setServerErrors([]);
    const messages = messagesInOrder(invalid, fieldOrder);
    const others = messages.filter((message) => !captchaMessagesDe.has(message));
    if (others.length > 0) toast.error(others.join("\n"), toastStyle);
    if (invalid[CAPTCHA_FIELD]) {
      toast.error(words(serviceRequestTexts.captchaIncompleteToast));
      if (others.length === 0) captcha.current?.focus();
    }
  };

  // After a first attempt the box lists what is still wrong, live, and what the server said.
  const boxMessages = unique([
    ...(isSubmitted ? messagesInOrder(errors, fieldOrder) : []),
    ...serverErrors,
  ]);

  return {
    form,
    /** The German message of a field, for its `error` prop. */
    error: (name: keyof Input & string) => errors[name]?.message as string | undefined,
    sent,
    captchaRef: captcha,
    setCaptchaToken,
    onCaptchaProvider,
    boxMessages,
    onSubmit: form.handleSubmit(onValid, onInvalid),
  };
}

export type ServiceRequestFormState<Input extends FieldValues, Output> = ReturnType<
  typeof useServiceRequestForm<Input, Output>
>;
