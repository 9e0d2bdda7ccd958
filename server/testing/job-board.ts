import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { addDaysToIsoDate, todayIsoDate } from "../../domain/dates";
import type { StaffProfession } from "../../domain/enums";
import type { SearchOrderStatus } from "../../domain/search-order-status";
import type { Database } from "../db/client";
import { pharmacyProfiles, searchOrders, staffProfiles, userDocuments } from "../db/schema";
import type { FileStorage } from "../storage/file-storage";
import { pdfBytes, seedUser } from "./accounts";

/** Fixtures for the job board: owners with a pharmacy, staff with a profile, order bodies. */

/** YYYY-MM-DD, `days` from today in Berlin (the product's day, docs/product.md), at any hour. */
export function daysFromNow(days: number): string {
  return addDaysToIsoDate(todayIsoDate(), days);
}

export async function seedOwner(db: Database) {
  const owner = await seedUser(db, { role: "pharmacy_owner", salutation: "Mrs" });
  await db.insert(pharmacyProfiles).values({
    userId: owner.id,
    pharmacyName: "Apotheke am Dom",
    street: "Domkloster",
    streetNumber: "4",
    postalCode: "50667",
    city: "Köln",
    wwsSoftware: ["ADG"],
  });
  return owner;
}

/**
 * A staff member as a completed registration leaves them: profile, certificate and, by
 * default, the extra profile items that bring them over the 80 % needed to apply.
 * Named Paul Pille unless `name` tells two people apart.
 */
export async function seedStaff(
  db: Database,
  profession: StaffProfession = "Apotheker/in",
  options: {
    postalCode?: string;
    wws?: string[];
    storage?: FileStorage;
    /** Leave VAT ID, capacity and availability empty (55 %, too little to apply). */
    incompleteProfile?: boolean;
    name?: { firstName: string; lastName: string };
  } = {},
) {
  const staff = await seedUser(db, {
    role: "pharmacist",
    firstName: "Paul",
    lastName: "Pille",
    ...options.name,
    phone: "+49221 1234567",
  });
  await db.insert(staffProfiles).values({
    userId: staff.id,
    profession,
    street: "Ring",
    streetNumber: "1",
    postalCode: options.postalCode ?? "50667",
    city: "Köln",
    wwsSoftware: options.wws ?? ["ADG"],
    experienceSince: "2010-01-01",
    ...(options.incompleteProfile
      ? {}
      : { vatId: "DE123456789", capacityDaysPerWeek: 3, availability: "Mo–Fr, auch Notdienste" }),
  });
  // Without a storage, the certificate is a record only (tests that do not download it).
  const stored = options.storage
    ? await options.storage.save(Readable.from(pdfBytes()))
    : { key: `seed-${randomUUID()}`, byteSize: 2048 };
  await db.insert(userDocuments).values({
    userId: staff.id,
    kind: "certificate",
    storageKey: stored.key,
    originalName: "zeugnis.pdf",
    contentType: "application/pdf",
    byteSize: stored.byteSize,
  });
  return staff;
}

export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    type: "Vertretungsangebot",
    role: "Apotheker/in",
    ownerCover: false,
    periods: [{ startDate: daysFromNow(10), endDate: daysFromNow(20) }],
    workingHours: "8:00–18:30",
    street: "Domkloster 4",
    postalCode: "50667",
    city: "Köln",
    state: "DE-NW",
    wwsSoftware: ["ADG"],
    hourlyRate: 45,
    note: "Urlaubsvertretung",
    ...overrides,
  };
}

/**
 * The owner's confirmation of the proposed candidate as the site sends it: the explicit
 * acceptance and the gross fee the page showed (GET …/fee), so the server fixes that fee.
 */
export async function confirmationOf(
  call: (cookie: string, method: string, url: string) => Promise<{ json(): unknown }>,
  cookie: string,
  orderId: string,
) {
  const shown = (await call(cookie, "GET", `/api/search-orders/${orderId}/fee`)).json() as {
    fee: { grossCents: number } | null;
  };
  return { feeAccepted: true, feeGrossCents: shown.fee?.grossCents ?? null };
}

/**
 * Test helper: an order row written straight into the table in any status, as the
 * migration tests need it (the routes only reach a status step by step).
 */
export async function insertOrderRow(
  db: Database,
  ownerId: string,
  { status, candidateId }: { status: SearchOrderStatus; candidateId: string | null },
) {
  const body = orderBody();
  const [order] = await db
    .insert(searchOrders)
    .values({
      ownerId,
      status,
      candidateId,
      type: "Vertretungsangebot",
      role: "Apotheker/in",
      workingHours: body.workingHours,
      street: body.street,
      postalCode: body.postalCode,
      city: body.city,
      state: "DE-NW",
      wwsSoftware: body.wwsSoftware,
    })
    .returning();
  return order!;
}
