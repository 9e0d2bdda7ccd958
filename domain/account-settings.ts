import {
  emailField,
  germanPhoneField,
  passwordConfirmationField,
  passwordField,
  postcodeField,
  requiredText,
  softwareListField,
  withPasswordConfirmation,
} from "./fields";
import {
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHARMACY_NAME_MAX_LENGTH,
  STREET_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
} from "./limits";
import { z } from "./zod";

/**
 * What a person changes on /konto: the pharmacy's data (owners), the password and the
 * e-mail address (everyone). The rules are the registration's; the federal state is
 * not a field, the server derives it from the postcode.
 */
export const pharmacySettingsSchema = z.object({
  pharmacy_name: requiredText(PHARMACY_NAME_MAX_LENGTH, {
    required: "pharmacyName.required",
    tooLong: "pharmacyName.tooLong",
  }),
  street: requiredText(STREET_MAX_LENGTH, {
    required: "pharmacyAddress.required",
    tooLong: "street.tooLong",
  }),
  street_number: requiredText(STREET_NUMBER_MAX_LENGTH, {
    required: "streetNumber.required",
    tooLong: "streetNumber.tooLong",
  }),
  postal_code: postcodeField("postalCode.format"),
  city: requiredText(CITY_MAX_LENGTH, { required: "city.required", tooLong: "city.tooLong" }),
  phone: germanPhoneField(),
  wws_software: softwareListField("wwsSoftware.required"),
});

export type PharmacySettingsInput = z.input<typeof pharmacySettingsSchema>;
export type PharmacySettings = z.output<typeof pharmacySettingsSchema>;

/**
 * A branch (Filiale) of the owner's Filialverbund: the same fields and rules as the
 * main pharmacy (docs/decisions/0035-pharmacy-branches.md); `pharmacy_name` is the
 * branch's name, `phone` the branch's own number.
 */
export const branchSchema = pharmacySettingsSchema;
export type BranchInput = PharmacySettingsInput;
export type BranchFields = PharmacySettings;

const currentPasswordField = () =>
  z
    .string({ error: "password.required" })
    .min(1, { error: "password.required" })
    .max(PASSWORD_MAX_LENGTH, { error: "password.tooLong" });

/** A new password: the current one, then the new one twice (registration rules). */
export const passwordChangeSchema = withPasswordConfirmation(
  z.object({
    current_password: currentPasswordField(),
    password: passwordField(),
    password_confirmation: passwordConfirmationField(),
  }),
);

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** A new e-mail address, confirmed with the current password. */
export const emailChangeSchema = z.object({
  new_email: emailField({
    max: EMAIL_MAX_LENGTH,
    required: "email.required",
    invalid: "email.invalid",
    tooLong: "email.tooLong",
    lowercase: true,
  }),
  current_password: currentPasswordField(),
});

export type EmailChangeInput = z.input<typeof emailChangeSchema>;
export type EmailChange = z.output<typeof emailChangeSchema>;
