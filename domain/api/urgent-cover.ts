import { availabilitySettingsSchema } from "../availability";
import { z } from "../zod";

/** Urgent cover's answers (docs/decisions/0056-urgent-cover-offers.md). */

export const availabilityAnswer = z.object({
  settings: availabilitySettingsSchema,
  /** Today and the last day that may be marked (YYYY-MM-DD). */
  today: z.string(),
  horizon: z.string(),
  /** Days marked by hand: true available, false not. */
  days: z.array(z.object({ day: z.string(), available: z.boolean() })),
  /** Days of confirmed placements: never available for another order. */
  placementDays: z.array(z.string()),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswer>;

/** The console's detail page: availability, marks, ratings (operators only), offers. */
export const urgentCoverDetail = z.object({
  availability: z
    .object({
      user_id: z.string(),
      weekdays: z.array(z.number()),
      travel_km: z.number(),
      overnight: z.boolean(),
      offer_channel: z.string(),
      daily_offer_cap: z.number(),
      days: z.array(z.object({ day: z.string(), available: z.boolean() })),
    })
    .nullable(),
  marks: z.array(
    z.object({
      owner_id: z.string(),
      staff_id: z.string(),
      mark: z.enum(["favourite", "blocked"]),
      pharmacy_name: z.string().nullable(),
      staff_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  ratings: z.array(
    z.object({
      id: z.string(),
      placement_id: z.string(),
      /** owner: the owner rated the person; staff: the person rated the pharmacy. */
      side: z.enum(["owner", "staff"]),
      /** Given by this account (else about it). */
      given: z.boolean(),
      stars: z.number(),
      comment: z.string(),
      pharmacy_name: z.string(),
      staff_name: z.string(),
      last_day: z.string(),
      created_at: z.string(),
    }),
  ),
  offers: z.array(
    z.object({
      id: z.string(),
      order_id: z.string(),
      status: z.string(),
      channel: z.string().nullable(),
      favourite: z.boolean(),
      sent_at: z.string().nullable(),
    }),
  ),
  auto_propose: z.object({ owner_id: z.string(), enabled: z.boolean() }).nullable(),
});
export type UrgentCoverDetail = z.infer<typeof urgentCoverDetail>;

/** The operator allows or stops automatic proposals for one pharmacy (owner account). */
export const autoProposeBody = z.object({ id: z.uuid(), enabled: z.boolean() });
