import type { ReactNode } from "react";

/** A message above a form that assistive technology announces at once. */
export function FormAlert({
  tone = "error",
  children,
}: {
  tone?: "error" | "success";
  children: ReactNode;
}) {
  const colours =
    tone === "error"
      ? "border-danger-700 bg-danger-50 text-danger-700"
      : "border-success-700 bg-brand-50 text-ink";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-card border p-4 ${colours}`}
    >
      {children}
    </div>
  );
}
