import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "../../lib/api";

export interface AccountData {
  account: {
    email: string;
    role: "admin" | "pharmacy_owner" | "pharmacist";
    first_name: string;
    last_name: string;
    phone: string;
    created_at: string;
  };
  pharmacy: null | {
    pharmacy_name: string;
    street: string;
    street_number: string;
    postal_code: string;
    city: string;
    wws_software: string[];
  };
  /** The owner's branches besides the main pharmacy (docs/decisions/0035). */
  branches: {
    id: string;
    pharmacy_name: string;
    street: string;
    street_number: string;
    postal_code: string;
    city: string;
    state: string;
    phone: string;
    wws_software: string[];
    created_at: string;
  }[];
  staff: null | {
    iam: string;
    street: string;
    street_number: string;
    postal_code: string;
    city: string;
    experience_since: string;
    wws_software: string[];
    vat_id: string | null;
    capacity_days_per_week: number | null;
    availability: string | null;
    completeness: number;
    missing: string[];
  };
  documents: {
    id: string;
    kind: "certificate" | "cv";
    original_name: string;
    created_at: string;
  }[];
}

/** The logged-in person's data from GET /api/account: loading, logged out (null), data. */
export function useAccount() {
  const [data, setData] = useState<AccountData | null | "loading">("loading");
  const reload = useCallback(async () => {
    const result = await apiRequest<AccountData>("GET", "/account");
    setData(result.kind === "ok" ? result.body : null);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, reload };
}
