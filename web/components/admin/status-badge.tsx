import { ACCOUNT_STATUS_LABELS } from "../../../domain/console-labels";

const tones: Record<keyof typeof ACCOUNT_STATUS_LABELS, string> = {
  unverified: "bg-accent-100 text-ink",
  inactive: "bg-accent-100 text-ink",
  active: "bg-brand-100 text-brand-900",
  blocked: "bg-danger-50 text-danger-700",
};

export function AccountStatusBadge({ status }: { status: keyof typeof ACCOUNT_STATUS_LABELS }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {ACCOUNT_STATUS_LABELS[status]}
    </span>
  );
}
