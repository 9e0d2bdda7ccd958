import {
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  PHARMACY_NAME_PATTERNS,
  STREET_NAMES,
} from "./seed-words";

/** How much a seed makes (docs/decisions/0052-large-agency.md). */
export interface SeedSize {
  owners: number;
  staff: number;
  orders: number;
  mails: number;
  auditEntries: number;
  /** Courier and cleaning requests together, half each. */
  serviceRequests: number;
}

export const SEED_SIZES = {
  large: {
    owners: 2_000,
    staff: 10_000,
    orders: 100_000,
    mails: 1_000_000,
    auditEntries: 2_000_000,
    serviceRequests: 500_000,
  },
  small: {
    owners: 40,
    staff: 120,
    orders: 1_000,
    mails: 2_000,
    auditEntries: 3_000,
    serviceRequests: 400,
  },
} as const satisfies Record<string, SeedSize>;
export type SeedSizeName = keyof typeof SEED_SIZES;

export interface SeedPostcode {
  postcode: string;
  city: string;
  /** Without "DE-": "NW". */
  state: string;
}

export interface SeedInput {
  size: SeedSize;
  /** One password hash for every seeded account (the CLI prints the password). */
  passwordHash: string;
  postcodes: readonly SeedPostcode[];
  /** The seed's "today"; the data ends here. */
  now?: Date;
}

/** The first operator's address; every seeded account has the same password. */
export const SEED_ADMIN_EMAIL = "admin@example.org";
/** The password of every seeded account (a generated agency only). */
export const SEED_PASSWORD = "Beispiel-Passwort-2026";

/** Orders (and so placements and invoices) start here: older ones are past retention. */
const SEED_START = "2018-01-01T07:00:00Z";

export interface SeedContext {
  size: SeedSize;
  hash: string;
  postcodes: readonly SeedPostcode[];
  adminEmail: string;
  NOW: string;
  START: string;
  /** Interval from START to NOW. */
  SPAN: string;
  unverifiedOwners: number;
  groups: { apotheker: number; pta: number; pka: number };
  counts: {
    firstNames: number;
    lastNames: number;
    streets: number;
    postcodes: number;
    pharmacyNames: number;
  };
}

export function seedContext(input: SeedInput): SeedContext {
  const now = input.now ?? new Date();
  const NOW = `'${now.toISOString()}'::timestamptz`;
  const START = `'${SEED_START}'::timestamptz`;
  const apotheker = Math.floor(input.size.staff * 0.3);
  const pta = Math.floor(input.size.staff * 0.5);
  return {
    size: input.size,
    hash: input.passwordHash,
    postcodes: input.postcodes,
    adminEmail: SEED_ADMIN_EMAIL,
    NOW,
    START,
    SPAN: `(${NOW} - ${START})`,
    unverifiedOwners: Math.max(1, Math.floor(input.size.owners / 100)),
    groups: { apotheker, pta, pka: input.size.staff - apotheker - pta },
    counts: {
      firstNames: FEMALE_FIRST_NAMES.length + MALE_FIRST_NAMES.length,
      lastNames: LAST_NAMES.length,
      streets: STREET_NAMES.length,
      postcodes: input.postcodes.length,
      pharmacyNames: PHARMACY_NAME_PATTERNS.length,
    },
  };
}
