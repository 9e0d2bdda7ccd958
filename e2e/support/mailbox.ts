import { expect } from "@playwright/test";
import type { ReceivedMail } from "../../server/testing/smtp-sink";

export const MAIL_SINK_HTTP = `http://127.0.0.1:${process.env.SMTP_SINK_HTTP_PORT ?? 2526}`;

/** Waits for a mail the site sent to the loopback SMTP server, e.g. an activation link. */
export async function waitForMail(
  predicate: (mail: ReceivedMail) => boolean,
  timeout = 15_000,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_SINK_HTTP}/mails`);
        const mails = (await response.json()) as ReceivedMail[];
        found = mails.find(predicate);
        return Boolean(found);
      },
      { timeout, message: "expected e-mail did not arrive" },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(prefix));
  if (!link) throw new Error(`no link containing ${prefix} in mail "${mail.subject}"`);
  return link;
}
