import { z } from "zod";
import { STAFF_PROFESSIONS } from "../../domain/enums";
import { ownerOrderResponse } from "./order-view";

/** Response shapes of the operator's search-order routes. */
export const candidateResponse = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profession: z.enum(STAFF_PROFESSIONS),
  postalCode: z.string(),
  city: z.string(),
  roleFit: z.number(),
  eligible: z.boolean(),
  distanceKm: z.number().nullable(),
  wwsOverlap: z.array(z.string()),
  available: z.boolean(),
  applied: z.boolean(),
});

export const adminOrderResponse = ownerOrderResponse.extend({
  owner: z.object({ email: z.string(), name: z.string(), pharmacyName: z.string() }),
  /** Last day to accept or decline (two NRW working days after sending). */
  deadline: z.string().nullable(),
  overdue: z.boolean(),
});
