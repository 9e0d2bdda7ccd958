import { formatGermanPeriods } from "../../../domain/dates";
import { FEDERAL_STATE_LABELS, type FederalState } from "../../../domain/enums";

/** What every placement mail says about the placement (from the placement record). */
export interface PlacementFacts {
  type: string;
  role: string;
  ownerCover: boolean;
  periods: { startDate: string; endDate: string }[];
  workingHours: string;
  pharmacyName: string;
  street: string;
  postalCode: string;
  city: string;
  state: string;
  staffName: string;
}

/** The other side's contact data, shown only after confirmation. */
export interface ContactData {
  name: string;
  address?: string;
  phone: string;
  email: string;
}

export function placementDetails(facts: PlacementFacts): [string, string][] {
  return [
    ["Art", facts.type],
    ["Gesucht", facts.ownerCover ? `${facts.role} (Inhabervertretung)` : facts.role],
    ["Zeitraum", formatGermanPeriods(facts.periods)],
    ["Arbeitszeiten", facts.workingHours],
    ["Apotheke", facts.pharmacyName],
    [
      "Ort",
      `${facts.street}, ${facts.postalCode} ${facts.city} (${FEDERAL_STATE_LABELS[facts.state as FederalState] ?? facts.state})`,
    ],
    ["Fachkraft", facts.staffName],
  ];
}

export function contactDetails(label: string, contact: ContactData): [string, string][] {
  return [
    [label, contact.name],
    ...(contact.address ? ([["Adresse", contact.address]] as [string, string][]) : []),
    ["Telefon", contact.phone || "–"],
    ["E-Mail", contact.email],
  ];
}
