import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import type { RouteContext } from "../app";
import { outboxEmails } from "../db/schema";
import { renderQueuedEmail } from "../mail/outbox";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The development mailbox: without SMTP_URL, mails stay in the outbox and can be read
 * at /dev/mailbox. Only from this machine, because the mails hold activation links.
 */
export const devMailboxRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const localOnly = async (request: FastifyRequest) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? "")) {
      throw Object.assign(new Error("Not found"), { statusCode: 404 });
    }
  };

  const latestMails = () =>
    db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(100);

  app.get("/api/dev/mailbox", { schema: { hide: true }, onRequest: localOnly }, async () => {
    const mails = await latestMails();
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
      const mails = await latestMails();
      const rows = mails
        .map(
          (mail) =>
            `<tr><td>${mail.createdAt.toLocaleString("de-DE", { timeZone: "Europe/Berlin" })}</td><td>${escapeHtml(mail.recipient)}</td><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.template)}</td></tr>`,
        )
        .join("");
      return reply
        .type("text/html; charset=utf-8")
        .send(
          `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Entwicklungs-Postfach</title></head><body style="font-family:sans-serif;margin:2rem"><h1>Entwicklungs-Postfach</h1><p>Ohne SMTP-Einstellung werden E-Mails nicht versendet, sondern hier angezeigt.</p><table cellpadding="6"><thead><tr><th>Zeit</th><th>An</th><th>Betreff</th><th>Vorlage</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Noch keine E-Mails.</td></tr>'}</tbody></table></body></html>`,
        );
    },
  );

  app.get(
    "/dev/mailbox/:id",
    { schema: { hide: true, params: z.object({ id: z.uuid() }) }, onRequest: localOnly },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
      if (!mail) return reply.status(404).send({ message: "Not found" });
      // The mail's own HTML, shown as it would arrive; it carries no script.
      return reply.type("text/html; charset=utf-8").send(renderQueuedEmail(mail).html);
    },
  );
};
