import { type ReactNode, useState } from "react";
import type { ACCOUNT_STATUS_LABELS } from "../../../domain/console-labels";
import { AccountActionPanel, type PendingAction } from "./account-action-panel";
import { RowButton } from "./row-button";
import { AccountStatusBadge } from "./status-badge";

/** What the owner and the staff list show of every account. */
export interface AccountRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  postal_code: string;
  city: string;
  status: keyof typeof ACCOUNT_STATUS_LABELS;
  blocked_reason: string | null;
  created_at: string;
}

export type AccountAct<Item> = (action: PendingAction["action"], item: Item) => void;

/**
 * The action an operator has chosen on a row, and the panel that asks for its reason or
 * confirmation; the list is reloaded once the action is done.
 */
export function useAccountActions<Item extends AccountRow>(
  reload: (done: PendingAction["action"]) => unknown,
  name: (item: Item) => string,
): { act: AccountAct<Item>; panel: ReactNode } {
  const [pending, setPending] = useState<PendingAction>();
  const act: AccountAct<Item> = (action, item) =>
    setPending({ action, id: item.id, name: name(item) });
  const panel = pending && (
    <AccountActionPanel
      key={`${pending.action}-${pending.id}`}
      pending={pending}
      onCancel={() => setPending(undefined)}
      onDone={() => {
        setPending(undefined);
        void reload(pending.action);
      }}
    />
  );
  return { act, panel };
}

/** The status badge, with the reason under it when the account is blocked. */
export function AccountStatusCell({ item }: { item: AccountRow }) {
  return (
    <span className="flex flex-col gap-1">
      <AccountStatusBadge status={item.status} />
      {item.blocked_reason && <span className="text-xs text-ink-muted">{item.blocked_reason}</span>}
    </span>
  );
}

/** Block or unblock, and delete: the actions every account row has. */
export function BlockAndDeleteButtons<Item extends AccountRow>({
  item,
  name,
  act,
}: {
  item: Item;
  name: string;
  act: AccountAct<Item>;
}) {
  return (
    <>
      {item.status === "blocked" ? (
        <RowButton label={`Sperre von ${name} aufheben`} onClick={() => act("unblock", item)}>
          Entsperren
        </RowButton>
      ) : (
        <RowButton label={`${name} sperren`} onClick={() => act("block", item)}>
          Sperren
        </RowButton>
      )}
      <RowButton label={`${name} löschen`} onClick={() => act("delete", item)}>
        Löschen
      </RowButton>
    </>
  );
}
