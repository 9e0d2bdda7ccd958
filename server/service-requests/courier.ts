import type { CourierRequest } from "../../domain/courier-request";
import { type CourierRequestRow, courierRequests } from "../db/schema";
import { courierRequestMails } from "../mail/templates/courier-request-mails";
import type { ServiceRequestKind } from "./service-request-kind";

export const courierKind: ServiceRequestKind<CourierRequest, typeof courierRequests> = {
  type: "courier",
  consentSubject: "courier_request",
  table: courierRequests,
  row: (request, { id, createdAt }) => ({
    id,
    createdAt,
    updatedAt: createdAt,
    pharmacyName: request.pharmacy_name,
    email: request.email,
    telephone: request.telephone,
    street: request.street,
    zipCode: request.zip_code,
    gender: request.gender,
    firstName: request.first_name,
    lastName: request.last_name,
    deliveryArea: request.existing_delivery_area,
    deliveryEquipment: request.existing_delivery_equipment,
    software: request.existing_software,
  }),
  mails: courierRequestMails,
};

/** A stored courier request as the operator API shows it: the form's field names. */
export function courierRequestView(row: CourierRequestRow) {
  return {
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    pharmacy_name: row.pharmacyName,
    email: row.email,
    telephone: row.telephone,
    street: row.street,
    zip_code: row.zipCode,
    gender: row.gender,
    first_name: row.firstName,
    last_name: row.lastName,
    existing_delivery_area: row.deliveryArea,
    existing_delivery_equipment: row.deliveryEquipment,
    existing_software: row.software,
  };
}
