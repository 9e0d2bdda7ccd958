import type { OutboxEmail } from "../db/schema";
import { renderQueuedEmail } from "../mail/outbox";

/** An outbox row with the HTML and text the mail worker would send for it. */
export function renderedMail(row: OutboxEmail) {
  return { ...row, ...renderQueuedEmail(row) };
}
