/**
 * When react-hook-form checks a field (docs/product.md, "Forms": on blur, then on change): first
 * when the field is left, from then on at every change, so an error goes away while the
 * visitor types the right value and need not leave the field again. Every form
 * spreads these options into `useForm`.
 */
export const fieldChecks = { mode: "onTouched", reValidateMode: "onChange" } as const;
