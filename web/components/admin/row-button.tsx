import type { ReactNode } from "react";

/** A small button in a table row; its accessible name says which row it acts on. */
export function RowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="rounded-control border border-line px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50"
    >
      {children}
    </button>
  );
}
