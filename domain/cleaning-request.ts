import { SALUTATIONS } from "./enums";
import {
  acceptedField,
  captchaField,
  choiceField,
  emailField,
  optionalNumberField,
  postcodeField,
  requiredNumberField,
  requiredText,
} from "./fields";
import {
  CITY_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHARMACY_NAME_MAX_LENGTH,
  ROOM_COUNT_MAX,
  ROOM_COUNT_MIN,
  SERVICE_EMAIL_MAX_LENGTH,
  SQM_MAX,
  SQM_MIN,
  STREET_MAX_LENGTH,
  TELEPHONE_MAX_LENGTH,
} from "./limits";
import { z } from "./zod";

/**
 * Cleaning service request (/services/reinigung-service, POST /api/reinigung-service,
 * JSON). One schema for the form and the API. `room_count` and `sqm` accept numbers and
 * numeric strings ("12"); anything else is refused with a message.
 * Its 422 answer lists the messages as an array (`messageList`).
 */
export const cleaningRequestSchema = z.object({
  pharmacy_name: requiredText(PHARMACY_NAME_MAX_LENGTH, {
    required: "pharmacyName.required",
    tooLong: "pharmacyName.tooLong",
  }),
  email: emailField({
    max: SERVICE_EMAIL_MAX_LENGTH,
    required: "serviceEmail.required",
    invalid: "serviceEmail.invalid",
    tooLong: "serviceEmail.tooLong",
  }),
  telephone: requiredText(TELEPHONE_MAX_LENGTH, {
    required: "phone.required",
    tooLong: "phone.tooLong",
  }),
  first_name: requiredText(PERSON_NAME_MAX_LENGTH, {
    required: "firstName.required",
    tooLong: "firstName.tooLong",
  }),
  last_name: requiredText(PERSON_NAME_MAX_LENGTH, {
    required: "lastName.required",
    tooLong: "lastName.tooLong",
  }),
  /** Street and house number. */
  street: requiredText(STREET_MAX_LENGTH, {
    required: "serviceStreet.required",
    tooLong: "street.tooLong",
  }),
  zip_code: postcodeField("zipCode.required"),
  city: requiredText(CITY_MAX_LENGTH, { required: "city.required", tooLong: "city.tooLong" }),
  gender: choiceField(SALUTATIONS, {
    required: "contactSalutation.required",
    invalid: "salutation.invalid",
  }),
  room_count: requiredNumberField(
    { min: ROOM_COUNT_MIN, max: ROOM_COUNT_MAX },
    {
      required: "roomCount.required",
      invalid: "roomCount.invalid",
      notInteger: "roomCount.notInteger",
      tooSmall: "roomCount.tooSmall",
      tooLarge: "roomCount.tooLarge",
    },
  ),
  /** Square metres; decimals allowed. */
  sqm: optionalNumberField(
    { min: SQM_MIN, max: SQM_MAX },
    { invalid: "sqm.invalid", tooSmall: "sqm.tooSmall", tooLarge: "sqm.tooLarge" },
  ),
  tasks_should: requiredText(FREE_TEXT_MAX_LENGTH, {
    required: "tasks.required",
    tooLong: "tasks.tooLong",
  }),
  approved_ABG_data_protection: acceptedField("cleaningTerms.required"),
  "g-recaptcha-response": captchaField(),
});

export type CleaningRequestInput = z.input<typeof cleaningRequestSchema>;
export type CleaningRequest = z.output<typeof cleaningRequestSchema>;
