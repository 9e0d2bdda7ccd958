import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { OwnerOrder } from "../../../domain/api/job-board";
import { OwnerOrderCard } from "./owner-order-card";

const order: OwnerOrder = {
  id: "00000000-0000-4000-8000-000000000002",
  type: "Vertretungsangebot",
  role: "Apotheker/in",
  ownerCover: false,
  periods: [{ startDate: "2026-12-10", endDate: "2026-12-11" }],
  workingHours: "8:00–18:30",
  postalCode: "50667",
  city: "Köln",
  state: "DE-NW",
  wwsSoftware: ["ADG"],
  hourlyRate: null,
  note: "",
  pharmacy: { branchId: null, name: "Apotheke am Dom", main: true },
  status: "candidate_proposed",
  street: "Domkloster 4",
  declineReason: null,
  sentAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  candidate: { id: "c1", firstName: "Mia", lastName: "Vertretung", confirmed: false },
  events: [],
};

const render = (shown: OwnerOrder) =>
  renderToString(
    <MemoryRouter>
      <OwnerOrderCard order={shown} onEdit={() => {}} onSend={() => {}} onChanged={() => {}} />
    </MemoryRouter>,
  );

describe("OwnerOrderCard", () => {
  it("calls the person a proposal until the owner confirms, then the confirmed person", () => {
    expect(render(order)).toContain("Vorgeschlagene Fachkraft");
    const confirmed = render({
      ...order,
      status: "confirmed",
      candidate: { ...order.candidate!, confirmed: true, email: "mia@example.org", documents: [] },
    });
    expect(confirmed).toContain("Bestätigte Fachkraft");
    expect(confirmed).not.toContain("Vorgeschlagene Fachkraft");
  });
});
