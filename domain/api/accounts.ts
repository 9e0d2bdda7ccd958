import { ACCOUNT_STATUSES, DOCUMENT_KINDS, ROLES, STAFF_PROFESSIONS } from "../enums";
import { PASSWORD_MAX_LENGTH } from "../limits";
import { z } from "../zod";
import { messageResponse } from "./common";

/** What the API tells about an account (login, /me); never the hash. */
export const userResponse = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string(),
});
export type SessionUser = z.infer<typeof userResponse>;

export const loginAnswer = messageResponse.extend({ user: userResponse });
export const currentUserAnswer = z.object({ user: userResponse });

/** A document of the logged-in staff member (/konto) or of one the operator looks at. */
export const documentResponse = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  original_name: z.string(),
  byte_size: z.number().int(),
  created_at: z.string(),
});

/** One of an owner's branches (Filialen) besides the main pharmacy (docs/decisions/0035). */
export const branchResponse = z.object({
  id: z.string(),
  pharmacy_name: z.string(),
  street: z.string(),
  street_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string(),
  wws_software: z.array(z.string()),
  created_at: z.string(),
});
export type BranchView = z.infer<typeof branchResponse>;
export const branchAnswer = messageResponse.extend({ branch: branchResponse });

/** A person's account as its holder sees it; the console's detail page adds more. */
export const accountSummary = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  salutation: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});

/** An owner's main pharmacy. */
export const pharmacyResponse = z.object({
  pharmacy_name: z.string(),
  street: z.string(),
  street_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  wws_software: z.array(z.string()),
  message: z.string().nullable(),
});

/** A staff member's profile with its completeness. */
export const staffProfileResponse = z.object({
  iam: z.enum(STAFF_PROFESSIONS),
  street: z.string(),
  street_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  experience_since: z.string(),
  wws_software: z.array(z.string()),
  vat_id: z.string().nullable(),
  capacity_days_per_week: z.number().int().nullable(),
  availability: z.string().nullable(),
  /** Percent; contacting a pharmacy needs 80 (docs/product.md, "Accounts"). */
  completeness: z.number().int(),
  /** What is still missing, as the profile page lists it. */
  missing: z.array(z.string()),
});

/** GET /api/account: the logged-in person's account, profile and documents (/konto). */
export const accountView = z.object({
  account: accountSummary,
  pharmacy: pharmacyResponse.nullable(),
  /** The owner's branches besides the main pharmacy (docs/decisions/0035). */
  branches: z.array(branchResponse),
  staff: staffProfileResponse.nullable(),
  documents: z.array(documentResponse),
});
export type AccountView = z.infer<typeof accountView>;

export const staffProfileSaved = messageResponse.extend({ completeness: z.number().int() });

export const resetLinkCheck = z.object({ valid: z.boolean() });
export const resetLinkQuery = z.object({ token: z.string().max(200) });

/** Asking for a deletion: the current password confirms it. */
export const accountDeletionBody = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
