import type { FederalState, StaffProfession } from "../../domain/enums";
import type { CancelledBy, PlacementStatus } from "../../domain/placement-status";
import type { SearchOrderStatus } from "../../domain/search-order-status";
import type { Database } from "../db/client";
import {
  invoices,
  jobApplications,
  pharmacyProfiles,
  placements,
  searchOrderEvents,
  searchOrders,
  staffProfiles,
  type User,
} from "../db/schema";
import { seedUser, uniqueEmail } from "./accounts";

/**
 * A small agency in 2025 whose every figure is worked out by hand in
 * server/routes/admin-figures.test.ts (the comments there give the sums); the
 * screenshots of /admin/kennzahlen use it too (scripts/figures-screenshots.ts).
 * Moments are UTC; one (a registration at 23:30 UTC on 31 January) lies in February in
 * Berlin.
 */
export async function seedFiguresAgency(db: Database) {
  const at = (iso: string) => new Date(iso);

  const owner = async (postalCode: string, state: FederalState | null, createdAt: string) => {
    const user = await seedUser(db, { role: "pharmacy_owner", createdAt: at(createdAt) });
    await db.insert(pharmacyProfiles).values({
      userId: user.id,
      pharmacyName: "Apotheke am Dom",
      street: "Domkloster",
      streetNumber: "4",
      postalCode,
      city: "Köln",
      state,
      wwsSoftware: ["ADG"],
    });
    return user;
  };
  const staff = async (
    profession: StaffProfession,
    postalCode: string,
    createdAt: string,
    activatedAt: string | null,
  ) => {
    const user = await seedUser(db, {
      role: "pharmacist",
      email: uniqueEmail("fachkraft"),
      status: activatedAt ? "active" : "inactive",
      createdAt: at(createdAt),
      activatedAt: activatedAt ? at(activatedAt) : null,
    });
    await db.insert(staffProfiles).values({
      userId: user.id,
      profession,
      street: "Ring",
      streetNumber: "1",
      postalCode,
      city: "Köln",
      wwsSoftware: ["ADG"],
      experienceSince: "2010-01-01",
    });
    return user;
  };

  const koeln = await owner("50667", "DE-NW", "2025-01-10T12:00:00Z");
  // State not stored (an account older than migration 0013): Bayern from the postcode.
  await owner("80331", null, "2025-03-05T12:00:00Z");

  const s1 = await staff("Apotheker/in", "50667", "2025-01-15T12:00:00Z", "2025-01-20T12:00:00Z");
  const s2 = await staff("PTA", "80331", "2025-01-31T23:30:00Z", "2025-03-10T12:00:00Z");
  await staff("PKA", "10115", "2025-02-10T12:00:00Z", null);
  await staff("PTA", "50667", "2024-11-01T12:00:00Z", "2025-02-15T12:00:00Z");
  // A postcode the directory does not know: no federal state.
  await staff("Apotheker/in", "99999", "2024-06-01T12:00:00Z", "2024-06-05T12:00:00Z");
  await staff("PTA", "50667", "2025-12-20T12:00:00Z", "2026-01-05T12:00:00Z");

  const order = async (
    state: FederalState,
    role: StaffProfession,
    status: SearchOrderStatus,
    events: [SearchOrderStatus, string][],
    applications: [User, string][] = [],
  ) => {
    const [row] = await db
      .insert(searchOrders)
      .values({
        ownerId: koeln.id,
        status,
        type: "Vertretungsangebot",
        role,
        workingHours: "8:00–18:30",
        street: "Domkloster 4",
        postalCode: "50667",
        city: "Köln",
        state,
        wwsSoftware: ["ADG"],
      })
      .returning();
    const id = row!.id;
    await db
      .insert(searchOrderEvents)
      .values(events.map(([to, moment]) => ({ orderId: id, status: to, createdAt: at(moment) })));
    for (const [person, moment] of applications) {
      await db.insert(jobApplications).values({
        orderId: id,
        staffId: person.id,
        dataConsentAt: at(moment),
        createdAt: at(moment),
      });
    }
    return id;
  };

  const orderA = await order(
    "DE-NW",
    "Apotheker/in",
    "placed",
    [
      ["draft", "2025-01-05T12:00:00Z"],
      ["sent", "2025-01-06T10:00:00Z"],
      ["accepted", "2025-01-07T10:00:00Z"],
      ["published", "2025-01-08T10:00:00Z"],
      ["candidate_proposed", "2025-01-10T10:00:00Z"],
      ["confirmed", "2025-01-12T10:00:00Z"],
      ["placed", "2025-01-20T10:00:00Z"],
    ],
    [[s1, "2025-01-09T10:00:00Z"]],
  );
  const orderB = await order(
    "DE-BY",
    "PTA",
    "confirmed",
    [
      ["sent", "2025-02-03T12:00:00Z"],
      ["published", "2025-02-04T12:00:00Z"],
      ["confirmed", "2025-02-14T12:00:00Z"],
    ],
    [[s2, "2025-02-07T12:00:00Z"]],
  );
  // Filled, its placement cancelled, published again, then ended: ended unfilled.
  const orderC = await order(
    "DE-NW",
    "Apotheker/in",
    "ended",
    [
      ["sent", "2025-03-01T12:00:00Z"],
      ["published", "2025-03-02T12:00:00Z"],
      ["confirmed", "2025-03-08T12:00:00Z"],
      ["published", "2025-03-21T12:00:00Z"],
      ["ended", "2025-04-30T12:00:00Z"],
    ],
    [[s1, "2025-03-04T12:00:00Z"]],
  );
  const orderD = await order("DE-NW", "PKA", "ended", [
    ["sent", "2025-05-01T12:00:00Z"],
    ["published", "2025-05-02T12:00:00Z"],
    ["ended", "2025-06-01T12:00:00Z"],
  ]);
  // Received in 2024, published and filled in 2025.
  const orderE = await order(
    "DE-BY",
    "Apotheker/in",
    "confirmed",
    [
      ["sent", "2024-12-20T12:00:00Z"],
      ["published", "2025-01-02T12:00:00Z"],
      ["confirmed", "2025-01-22T12:00:00Z"],
    ],
    [[s1, "2025-01-04T12:00:00Z"]],
  );
  // A draft is not received.
  await order("DE-NW", "PTA", "draft", [["draft", "2025-01-05T12:00:00Z"]]);

  const placement = async (facts: {
    orderId: string | null;
    state: FederalState;
    role: StaffProfession;
    status: PlacementStatus;
    periods: { startDate: string; endDate: string }[];
    confirmedAt: string;
    cancelled?: { by: CancelledBy; at: string };
  }) => {
    const days = facts.periods.flatMap((period) => [period.startDate, period.endDate]).sort();
    const [row] = await db
      .insert(placements)
      .values({
        orderId: facts.orderId,
        ownerId: koeln.id,
        type: "Vertretungsangebot",
        role: facts.role,
        ownerCover: false,
        periods: facts.periods,
        firstDay: days[0]!,
        lastDay: days.at(-1)!,
        workingHours: "8:00–18:30",
        pharmacyName: "Apotheke am Dom",
        street: "Domkloster 4",
        postalCode: "50667",
        city: "Köln",
        state: facts.state,
        ownerName: "Erika Mustermann",
        staffName: "Paul Pille",
        staffProfession: facts.role,
        confirmedAt: at(facts.confirmedAt),
        status: facts.status,
        cancelledAt: facts.cancelled ? at(facts.cancelled.at) : null,
        cancelledBy: facts.cancelled?.by ?? null,
        cancelReason: facts.cancelled ? "Krank" : null,
      })
      .returning();
    return row!.id;
  };

  const placementA = await placement({
    orderId: orderA,
    state: "DE-NW",
    role: "Apotheker/in",
    status: "arranged",
    periods: [{ startDate: "2025-01-30", endDate: "2025-02-02" }],
    confirmedAt: "2025-01-12T10:00:00Z",
  });
  const placementB = await placement({
    orderId: orderB,
    state: "DE-BY",
    role: "PTA",
    status: "confirmed",
    periods: [
      { startDate: "2025-03-01", endDate: "2025-03-05" },
      { startDate: "2025-03-10", endDate: "2025-03-10" },
    ],
    confirmedAt: "2025-02-14T12:00:00Z",
  });
  await placement({
    orderId: orderC,
    state: "DE-NW",
    role: "Apotheker/in",
    status: "cancelled",
    periods: [{ startDate: "2025-03-25", endDate: "2025-03-28" }],
    confirmedAt: "2025-03-08T12:00:00Z",
    cancelled: { by: "staff", at: "2025-03-20T12:00:00Z" },
  });
  const placementE = await placement({
    orderId: orderE,
    state: "DE-BY",
    role: "Apotheker/in",
    status: "confirmed",
    periods: [{ startDate: "2025-12-30", endDate: "2026-01-03" }],
    confirmedAt: "2025-01-22T12:00:00Z",
  });
  await placement({
    orderId: null,
    state: "DE-NW",
    role: "PTA",
    status: "cancelled",
    periods: [{ startDate: "2025-07-01", endDate: "2025-07-20" }],
    confirmedAt: "2025-06-01T12:00:00Z",
    cancelled: { by: "owner", at: "2025-07-10T12:00:00Z" },
  });
  await placement({
    orderId: null,
    state: "DE-BY",
    role: "Apotheker/in",
    status: "cancelled",
    periods: [{ startDate: "2025-09-01", endDate: "2025-09-05" }],
    confirmedAt: "2025-07-01T12:00:00Z",
    cancelled: { by: "operator", at: "2025-08-01T12:00:00Z" },
  });

  let number = 0;
  const invoice = async (facts: {
    issueDate: string;
    dueDate: string;
    netCents: number;
    placementId?: string;
    orderId?: string;
    paidOn?: string;
    cancels?: string;
  }) => {
    number += 1;
    const vatCents = Math.round(facts.netCents * 0.19);
    const party = {
      name: "Apotheke am Dom",
      street: "Domkloster 4",
      postalCode: "50667",
      city: "Köln",
      country: "DE",
    };
    const [row] = await db
      .insert(invoices)
      .values({
        number: `2025-${String(number).padStart(5, "0")}`,
        kind: facts.cancels ? "cancellation" : "invoice",
        cancelsInvoiceId: facts.cancels ?? null,
        issueDate: facts.issueDate,
        dueDate: facts.dueDate,
        serviceStart: facts.issueDate,
        serviceEnd: facts.issueDate,
        buyerId: koeln.id,
        buyer: party,
        seller: {
          ...party,
          iban: "DE02120300000000202051",
          bic: "BYLADEM1001",
          bankName: "Bank",
          phone: "+49221 1",
          registerCourt: "Köln",
          registerNumber: "HRB 1",
          managingDirector: "Erika Mustermann",
        },
        lines: [],
        netCents: facts.netCents,
        vatCents,
        grossCents: facts.netCents + vatCents,
        orderId: facts.orderId ?? null,
        placementId: facts.placementId ?? null,
        issuedBy: "seed",
        pdf: new Uint8Array([37, 80, 68, 70]),
        paidOn: facts.paidOn ?? null,
      })
      .returning();
    return row!.id;
  };

  await invoice({
    placementId: placementA,
    issueDate: "2025-02-05",
    dueDate: "2025-02-19",
    netCents: 10_000,
    paidOn: "2025-02-25",
  });
  await invoice({
    placementId: placementB,
    issueDate: "2025-03-15",
    dueDate: "2025-03-29",
    netCents: 20_000,
  });
  await invoice({
    placementId: placementE,
    issueDate: "2025-12-01",
    dueDate: "2025-12-15",
    netCents: 5_000,
  });
  const cancelled = await invoice({
    orderId: orderD,
    issueDate: "2025-10-15",
    dueDate: "2025-10-29",
    netCents: 3_000,
  });
  await invoice({
    orderId: orderD,
    issueDate: "2025-11-10",
    dueDate: "2025-11-10",
    netCents: -3_000,
    cancels: cancelled,
  });
  // Paid only after the year: still open on 31 December.
  await invoice({
    placementId: placementB,
    issueDate: "2025-11-20",
    dueDate: "2025-12-04",
    netCents: 1_000,
    paidOn: "2026-01-10",
  });
  await invoice({
    placementId: placementA,
    issueDate: "2025-09-01",
    dueDate: "2025-09-15",
    netCents: 4_000,
    paidOn: "2025-09-11",
  });
}
