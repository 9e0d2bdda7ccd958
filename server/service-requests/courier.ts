import type { CourierRequest } from "../../domain/courier-request";
import { type CourierRequestRow, courierRequests } from "../db/schema";
import { courierRequestMails } from "../mail/templates/courier-request-mails";
import { contactRow, contactView, type ServiceRequestKind } from "./service-request-kind";

export const courierKind: ServiceRequestKind<CourierRequest, typeof courierRequests> = {
  type: "courier",
  consentSubject: "courier_request",
  table: courierRequests,
  row: (request, stored) => ({
    ...contactRow(request, stored),
    zipCode: request.zip_code,
    deliveryArea: request.existing_delivery_area,
    deliveryEquipment: request.existing_delivery_equipment,
    software: request.existing_software,
  }),
  mails: courierRequestMails,
};

/** A stored courier request as the operator API shows it: the form's field names. */
export function courierRequestView(row: CourierRequestRow) {
  return {
    ...contactView(row),
    zip_code: row.zipCode,
    existing_delivery_area: row.deliveryArea,
    existing_delivery_equipment: row.deliveryEquipment,
    existing_software: row.software,
  };
}
