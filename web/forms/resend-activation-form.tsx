import { EmailRequestForm } from "./email-request-form";

/**
 * /resend: asks for the e-mail address and really sends a new activation link
 * (docs/product.md, "Accounts"); the answer is the same whether or not the address exists.
 */
export function ResendActivationForm() {
  return <EmailRequestForm endpoint="POST /auth/resend-activation" submitLabel="erneut senden" />;
}
