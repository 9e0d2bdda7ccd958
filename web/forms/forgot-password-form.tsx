import { EmailRequestForm } from "./email-request-form";

/** /passwort-vergessen: a reset link by e-mail, same answer for every address. */
export function ForgotPasswordForm() {
  return <EmailRequestForm endpoint="POST /auth/forgot-password" submitLabel="Link anfordern" />;
}
