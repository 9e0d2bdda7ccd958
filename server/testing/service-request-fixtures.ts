import type { CleaningRequestInput } from "../../domain/cleaning-request";
import type { CourierRequestInput } from "../../domain/courier-request";

type WithoutCaptcha<T> = Omit<T, "g-recaptcha-response">;

/** A complete courier request as the form sends it, without the captcha answer. */
export const validCourierRequest = {
  pharmacy_name: "Rhein-Apotheke",
  email: "kontakt@rhein-apotheke.example",
  telephone: "0221 555 66 77",
  street: "Rheinufer 7",
  zip_code: "50668 Köln",
  gender: "Ms",
  first_name: "Anna",
  last_name: "Schmitz",
  existing_delivery_area: "50667, 50668, 50670",
  existing_delivery_equipment: "Zwei Lastenräder, Kühlboxen",
  existing_software: ["Lauer Fischer", "andere"],
  approved_ABG_data_protection: true,
} satisfies WithoutCaptcha<CourierRequestInput>;

/** A complete cleaning request as the form sends it, without the captcha answer. */
export const validCleaningRequest = {
  pharmacy_name: "Dom-Apotheke",
  email: "team@dom-apotheke.example",
  telephone: "0221 123 45 67",
  first_name: "Jonas",
  last_name: "Becker",
  street: "Am Hof 3",
  zip_code: "50667",
  city: "Köln",
  gender: "Mr",
  room_count: 6,
  sqm: 180.5,
  tasks_should: "Böden wischen, Offizin und Labor reinigen, zweimal pro Woche.",
  approved_ABG_data_protection: true,
} satisfies WithoutCaptcha<CleaningRequestInput>;
