/** German labels of status values the operator console shows (and its CSV exports). */
export const ACCOUNT_STATUS_LABELS = {
  unverified: "unbestätigt",
  inactive: "inaktiv",
  active: "aktiv",
  blocked: "gesperrt",
} as const;

export const EMAIL_STATUS_LABELS = {
  pending: "ausstehend",
  sent: "zugestellt",
  failed: "fehlgeschlagen",
} as const;

export const DOCUMENT_KIND_LABELS = { certificate: "Zeugnis", cv: "Lebenslauf" } as const;

export const ROLE_LABELS = {
  admin: "Betreiber/-in",
  pharmacy_owner: "Apothekeninhaber/-in",
  pharmacist: "Personal",
} as const;
