import { OWNER_SALUTATIONS } from "./enums";
import {
  acceptedField,
  emailField,
  internationalPhoneField,
  nationalPhoneField,
  optionalChoiceField,
  optionalText,
  passwordConfirmationField,
  passwordField,
  postcodeField,
  registrationRoleField,
  requiredText,
  softwareListField,
  withCountryPrefix,
  withPasswordConfirmation,
} from "./fields";
import {
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHARMACY_NAME_MAX_LENGTH,
  STREET_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
} from "./limits";
import { z } from "./zod";

/**
 * Pharmacy owner registration (/apothekeninhaber, POST /api/auth/register).
 *
 * Two schemas over one set of field rules: the form validates what the owner types
 * (phone without +49); the API validates the JSON body (phone with +49, role).
 * `toOwnerRegistrationRequest` turns the one into the other.
 */

/** Fields the form and the API check alike. */
const sharedShape = {
  password: passwordField(),
  password_confirmation: passwordConfirmationField(),
  pharmacy_name: requiredText(PHARMACY_NAME_MAX_LENGTH, {
    required: "pharmacyName.required",
    tooLong: "pharmacyName.tooLong",
  }),
  pharmacy_address: requiredText(STREET_MAX_LENGTH, {
    required: "pharmacyAddress.required",
    tooLong: "street.tooLong",
  }),
  pharmacy_street_number: requiredText(STREET_NUMBER_MAX_LENGTH, {
    required: "streetNumber.required",
    tooLong: "streetNumber.tooLong",
  }),
  pharmacy_postal_code: postcodeField("postalCode.required"),
  pharmacy_city: requiredText(CITY_MAX_LENGTH, {
    required: "city.required",
    tooLong: "city.tooLong",
  }),
  pharmacy_contact_salutation: optionalChoiceField(OWNER_SALUTATIONS, "ownerSalutation.invalid"),
  first_name: requiredText(PERSON_NAME_MAX_LENGTH, {
    required: "firstName.required",
    tooLong: "firstName.tooLong",
  }),
  last_name: requiredText(PERSON_NAME_MAX_LENGTH, {
    required: "lastName.required",
    tooLong: "lastName.tooLong",
  }),
  pharmacy_wws_software: softwareListField("wwsSoftware.required"),
  pharmacy_message: optionalText(FREE_TEXT_MAX_LENGTH, "message.tooLong"),
  pharmacy_terms_accepted: acceptedField("terms.required"),
};

/**
 * What the form validates. The owner form has a single e-mail message
 * ('Bitte geben Sie eine gültige E-Mail an'), so an empty address gets it too.
 */
export const ownerRegistrationFormSchema = withPasswordConfirmation(
  z.object({
    email: emailField({
      max: EMAIL_MAX_LENGTH,
      required: "email.invalid",
      invalid: "email.invalid",
      tooLong: "email.tooLong",
    }),
    ...sharedShape,
    pharmacy_phone: nationalPhoneField(),
  }),
);

/** Values while the owner edits (before parsing). */
export type OwnerRegistrationFormInput = z.input<typeof ownerRegistrationFormSchema>;
/** Values after the form validated them (trimmed). */
export type OwnerRegistrationForm = z.output<typeof ownerRegistrationFormSchema>;

/**
 * What POST /api/auth/register accepts. Unknown keys are dropped; the e-mail is stored
 * in lower case; `role` must be `pharmacy_owner` (admins never register through the API).
 */
export const ownerRegistrationRequestSchema = withPasswordConfirmation(
  z.object({
    email: emailField({
      max: EMAIL_MAX_LENGTH,
      required: "email.required",
      invalid: "email.invalid",
      tooLong: "email.tooLong",
      lowercase: true,
    }),
    ...sharedShape,
    pharmacy_phone: internationalPhoneField(),
    role: registrationRoleField("pharmacy_owner"),
  }),
);

/** The JSON body the site sends. */
export type OwnerRegistrationRequestBody = z.input<typeof ownerRegistrationRequestSchema>;
/** The body after the API validated it. */
export type OwnerRegistrationRequest = z.output<typeof ownerRegistrationRequestSchema>;

/** The request body for validated form values: "+49" before the phone number, the role. */
export function toOwnerRegistrationRequest(
  values: OwnerRegistrationForm,
): OwnerRegistrationRequestBody {
  return {
    ...values,
    pharmacy_phone: withCountryPrefix(values.pharmacy_phone),
    role: "pharmacy_owner",
  };
}
