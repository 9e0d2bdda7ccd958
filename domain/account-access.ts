import {
  emailField,
  passwordConfirmationField,
  passwordField,
  withPasswordConfirmation,
} from "./fields";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./limits";
import type { MessageKey } from "./messages/message-key";
import { z } from "./zod";

/**
 * The forms that get a person into an existing account: login, resend activation link,
 * forgotten password and the new password (docs/product.md, "Accounts"). One schema
 * per form, used by the site and the API.
 */

/** Lower-cased like the registrations store it, so look-ups are exact. */
function accountEmailField() {
  return emailField({
    max: EMAIL_MAX_LENGTH,
    required: "email.required",
    invalid: "email.invalid",
    tooLong: "email.tooLong",
    lowercase: true,
  });
}

const passwordRequired: MessageKey = "password.required";
const passwordTooLong: MessageKey = "password.tooLong";

/**
 * Login (/login, /arbeitsangebote-suchen; POST /api/auth/login). The password is only
 * required, not checked against today's rules: an older password stays valid.
 * `remember` ("Ich möchte angemeldet bleiben.") asks for a 30-day session.
 */
export const loginSchema = z.object({
  email: accountEmailField(),
  password: z
    .string({ error: passwordRequired })
    .min(1, { error: passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: passwordTooLong }),
  remember: z.boolean().default(false),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginRequest = z.output<typeof loginSchema>;

/** Resend the activation link (/resend) and forgotten password (/passwort-vergessen). */
export const emailOnlySchema = z.object({ email: accountEmailField() });

export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

/** The new password on /passwort-zuruecksetzen, with the same rules as at registration. */
export const newPasswordFormSchema = withPasswordConfirmation(
  z.object({
    password: passwordField(),
    password_confirmation: passwordConfirmationField(),
  }),
);

export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;

/** Ours: the tokens we issue are 43 characters; anything far longer is not one of them. */
export const ACCOUNT_TOKEN_MAX_LENGTH = 200;

const invalidToken: MessageKey = "resetPassword.invalidToken";

/** POST /api/auth/reset-password: the token from the e-mail link and the new password. */
export const resetPasswordSchema = withPasswordConfirmation(
  z.object({
    token: z
      .string({ error: invalidToken })
      .min(1, { error: invalidToken })
      .max(ACCOUNT_TOKEN_MAX_LENGTH, { error: invalidToken }),
    password: passwordField(),
    password_confirmation: passwordConfirmationField(),
  }),
);

export type ResetPasswordRequest = z.output<typeof resetPasswordSchema>;
