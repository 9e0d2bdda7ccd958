import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findOutboxEmail, latestOutboxEmails, renderQueuedEmail } from "../mail/outbox";
import type { RouteContext } from "../route-context";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;
/** Headers a reverse proxy adds; their presence means the visitor is not on this machine. */
const PROXY_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip", "via"];

/**
 * "This machine only": the connection comes from loopback, no proxy header is present,
 * and the address typed was this machine's. A reverse proxy on the same host connects
 * from loopback too, so the socket address alone would let the whole internet in.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? "") &&
    PROXY_HEADERS.every((header) => request.headers[header] === undefined) &&
    LOOPBACK_HOST.test(request.headers.host ?? "")
  );
}

/** Mails carry their styles inline (mail clients need that); no script runs here. */
const MAILBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Without SMTP_URL mails stay in the outbox. Outside production they can be read at
 * /dev/mailbox from this machine; production never serves it (the mails hold
 * activation and reset links) and warns loudly at start instead.
 */
export async function registerMailWithoutSmtp(
  app: FastifyInstance,
  context: RouteContext,
): Promise<void> {
  if (context.config.nodeEnv !== "production") {
    await app.register(devMailboxRoutes, context);
    return;
  }
  app.log.warn(
    "SMTP_URL is not set: NO E-MAIL IS SENT. Activation and reset mails wait in the outbox " +
      "(operator console, E-Mails) and go out once SMTP_URL is set. See docs/operations.md.",
  );
}

/**
 * The development mailbox: mails of the outbox at /dev/mailbox, from this machine only,
 * because the mails hold activation links.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const localOnly = async (request: FastifyRequest) => {
    if (!isFromThisMachine(request)) {
      throw Object.assign(new Error("Not found"), { statusCode: 404 });
    }
  };

  app.get("/api/dev/mailbox", { schema: { hide: true }, onRequest: localOnly }, async () => {
    const mails = await latestOutboxEmails(db);
    return {
      mails: mails.map((mail) => ({
        id: mail.id,
        template: mail.template,
        to: mail.recipient,
        subject: mail.subject,
        text: renderQueuedEmail(mail).text,
        createdAt: mail.createdAt,
      })),
    };
  });

  app.get(
    "/dev/mailbox",
    { schema: { hide: true }, onRequest: localOnly },
    async (_request, reply) => {
      const mails = await latestOutboxEmails(db);
      const rows = mails
        .map(
          (mail) =>
            `<tr><td>${mail.createdAt.toLocaleString("de-DE", { timeZone: "Europe/Berlin" })}</td><td>${escapeHtml(mail.recipient)}</td><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.template)}</td></tr>`,
        )
        .join("");
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", MAILBOX_CSP)
        .send(
          `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Entwicklungs-Postfach</title></head><body style="font-family:sans-serif;margin:2rem"><h1>Entwicklungs-Postfach</h1><p>Ohne SMTP-Einstellung werden E-Mails nicht versendet, sondern hier angezeigt.</p><table cellpadding="6"><thead><tr><th>Zeit</th><th>An</th><th>Betreff</th><th>Vorlage</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Noch keine E-Mails.</td></tr>'}</tbody></table></body></html>`,
        );
    },
  );

  app.get(
    "/dev/mailbox/:id",
    { schema: { hide: true, params: z.object({ id: z.uuid() }) }, onRequest: localOnly },
    async (request, reply) => {
      const mail = await findOutboxEmail(db, request.params.id);
      if (!mail) return reply.status(404).send({ message: "Not found" });
      // The mail's own HTML, shown as it would arrive; it carries no script.
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", MAILBOX_CSP)
        .send(renderQueuedEmail(mail).html);
    },
  );
};
