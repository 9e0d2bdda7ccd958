import { type ReactNode, useEffect, useRef, useState } from "react";
import { AccountActionPanel, type PendingAction } from "./account-action-panel";
import { RowButton } from "./row-button";
import { AccountStatusBadge } from "./status-badge";
import type { ItemOf } from "./use-admin-list";
import { useFocusReturn } from "./use-focus-return";

/**
 * What the account actions need of a row of the owner or staff list, or of a detail
 * page's account: its own fields, as the lists answer them.
 */
export type AccountRow = Pick<
  ItemOf<"GET /admin/owners">,
  "id" | "email" | "first_name" | "last_name" | "status" | "blocked_reason"
>;

export type AccountAct<Item> = (action: PendingAction["action"], item: Item) => void;

/**
 * The action an operator has chosen on a row, and the panel that asks for its reason or
 * confirmation; the list is reloaded once the action is done. The panel takes the focus;
 * when it closes, the focus goes back to the button that opened it (while that is still
 * on the page: a blocked row's „Sperren“ has become „Entsperren“ in its place).
 */
export function useAccountActions<Item extends AccountRow>(
  reload: (done: PendingAction["action"]) => unknown,
  name: (item: Item) => string,
): { act: AccountAct<Item>; panel: ReactNode } {
  const [pending, setPending] = useState<PendingAction>();
  const { remember, giveBack } = useFocusReturn();
  const act: AccountAct<Item> = (action, item) => {
    remember();
    setPending({ action, id: item.id, name: name(item) });
  };
  const close = () => {
    setPending(undefined);
    giveBack();
  };
  // Once the reloaded list is on the page: a deleted row took its button with it. Not
  // when the operator has opened the next panel meanwhile: that one has the focus.
  const [reloaded, setReloaded] = useState(0);
  const panelOpen = useRef(false);
  panelOpen.current = pending !== undefined;
  useEffect(() => {
    if (reloaded > 0 && !panelOpen.current) giveBack();
  }, [reloaded, giveBack]);
  const panel = pending && (
    <AccountActionPanel
      key={`${pending.action}-${pending.id}`}
      pending={pending}
      onCancel={close}
      onDone={async () => {
        close();
        await reload(pending.action);
        setReloaded((count) => count + 1);
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
