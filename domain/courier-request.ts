import { SALUTATIONS } from "./enums";
import {
  acceptedField,
  captchaField,
  choiceField,
  emailField,
  postcodeAndTownField,
  requiredText,
  softwareListField,
} from "./fields";
import {
  FREE_TEXT_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHARMACY_NAME_MAX_LENGTH,
  SERVICE_EMAIL_MAX_LENGTH,
  STREET_MAX_LENGTH,
  TELEPHONE_MAX_LENGTH,
} from "./limits";
import { z } from "./zod";

/**
 * Courier service request (/services/boten-service, POST /api/boten-service, JSON).
 * One schema for the form and the API: the body is the form's values as they are.
 * Its 422 answer lists the messages as an array (`messageList`).
 */
export const courierRequestSchema = z.object({
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
  /** Street and house number. */
  street: requiredText(STREET_MAX_LENGTH, {
    required: "serviceStreet.required",
    tooLong: "street.tooLong",
  }),
  /** Postcode and city in one field. */
  zip_code: postcodeAndTownField("courierZipCode.required", "courierZipCode.tooLong"),
  gender: choiceField(SALUTATIONS, {
    required: "contactSalutation.required",
    invalid: "salutation.invalid",
  }),
  first_name: requiredText(PERSON_NAME_MAX_LENGTH, {
    required: "firstName.required",
    tooLong: "firstName.tooLong",
  }),
  last_name: requiredText(PERSON_NAME_MAX_LENGTH, {
    required: "lastName.required",
    tooLong: "lastName.tooLong",
  }),
  existing_delivery_area: requiredText(FREE_TEXT_MAX_LENGTH, {
    required: "deliveryArea.required",
    tooLong: "deliveryArea.tooLong",
  }),
  existing_delivery_equipment: requiredText(FREE_TEXT_MAX_LENGTH, {
    required: "deliveryEquipment.required",
    tooLong: "deliveryEquipment.tooLong",
  }),
  existing_software: softwareListField("existingSoftware.required"),
  approved_ABG_data_protection: acceptedField("courierTerms.required"),
  "g-recaptcha-response": captchaField(),
});

export type CourierRequestInput = z.input<typeof courierRequestSchema>;
export type CourierRequest = z.output<typeof courierRequestSchema>;
