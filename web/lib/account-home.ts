import type { Role } from "../../domain/enums";
import { paths } from "../../domain/paths";

/** Where a person goes after logging in (docs/product.md, "Accounts"). */
export const accountHome: Readonly<Record<Role, string>> = {
  pharmacist: paths.jobSearch,
  pharmacy_owner: paths.jobCreate,
  admin: paths.admin,
};
