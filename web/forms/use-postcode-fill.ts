import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { apiRequest } from "../lib/api";

/**
 * Fills in the place (when still empty) and the federal state (when the form has one)
 * as soon as a complete postcode is typed, from GET /api/postcodes/:code (the directory
 * stays on the server, docs/decisions/0030-postcode-directory.md). An unknown postcode
 * changes nothing: the server's check says so on saving.
 */
export function usePostcodeFill<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  names: { postalCode: Path<Values>; city: Path<Values>; state?: Path<Values> },
): void {
  const postcode = form.watch(names.postalCode) as unknown;
  const { getValues, setValue } = form;
  useEffect(() => {
    const code = typeof postcode === "string" ? postcode.trim() : "";
    if (!/^\d{5}$/.test(code)) return;
    let current = true;
    void apiRequest("GET /postcodes/:postcode", { params: { postcode: code } }).then((result) => {
      if (!current || result.kind !== "ok") return;
      const options = { shouldDirty: true } as const;
      if (!String(getValues(names.city) ?? "").trim()) {
        setValue(names.city, result.body.city as PathValue<Values, Path<Values>>, options);
      }
      if (names.state) {
        setValue(names.state, result.body.state as PathValue<Values, Path<Values>>, options);
      }
    });
    return () => {
      current = false;
    };
  }, [postcode, getValues, setValue, names.city, names.state]);
}
