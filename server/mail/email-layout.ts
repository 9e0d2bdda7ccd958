import { siteConfig } from "../../domain/site-config";
import type { EmailAttachment, EmailBody } from "../db/schema";

/**
 * A composed e-mail as the outbox queues it: its structured content, not yet rendered.
 * The mail worker renders it at delivery (`renderEmailBody`).
 */
export interface EmailContent extends EmailExtras {
  /** Template name, stored with the mail so the console and tests can find it. */
  template: string;
  to: string;
  subject: string;
  body: EmailBody;
}

/** What some mails add to the content: files, extra headers, an address for answers. */
export interface EmailExtras {
  attachments?: EmailAttachment[];
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Where an answer goes when the mail invites one (the From address is no-reply). */
  replyTo?: string;
}

/** A rendered e-mail: German, HTML with a plain-text part. */
export interface RenderedEmail {
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function paragraphHtml(paragraph: string): string {
  const lines = paragraph.split("\n");
  if (lines.every((line) => line.startsWith("- "))) {
    const items = lines.map((line) => `<li>${escapeHtml(line.slice(2))}</li>`).join("");
    return `<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`;
  }
  return `<p style="margin:0 0 16px">${lines.map(escapeHtml).join("<br>")}</p>`;
}

/**
 * For a mail that invites an answer ("antworten Sie auf diese E-Mail"): answers go to
 * the agency's contact address, not to the sending (no-reply) address.
 */
export const answerToAgency: EmailExtras = { replyTo: siteConfig.emails.info };

/** A mail for the outbox; it is rendered only when it is delivered. */
export function composeEmail(
  to: string,
  template: string,
  subject: string,
  body: EmailBody,
  extras: EmailExtras = {},
): EmailContent {
  return { template, to, subject, body, ...extras };
}

/**
 * The frame of every mail: brand header, content, company footer. Inline styles only,
 * because mail clients ignore style sheets; every value is escaped.
 */
export function renderEmailBody(subject: string, body: EmailBody): RenderedEmail {
  const { address } = siteConfig;
  const footer = `${siteConfig.companyName} · ${address.street} · ${address.postalCode} ${address.city} · ${siteConfig.emails.info}`;
  const detailsHtml = body.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${body.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#475569;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0">${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const buttonHtml = body.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.button.url)}" style="background:#0a6559;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(body.button.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">Falls der Knopf nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>${escapeHtml(body.button.url)}</p>`
    : "";
  const noteHtml = body.note
    ? `<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(body.note)}</p>`
    : "";
  const unsubscribeHtml = body.unsubscribe
    ? `<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(body.unsubscribe.text)} <a href="${escapeHtml(body.unsubscribe.url)}" style="color:#0a6559;font-weight:bold">${escapeHtml(body.unsubscribe.label)}</a></p>`
    : "";
  const html = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;background:#f5f8f8;font-family:Arial,Helvetica,sans-serif;color:#14213d;line-height:1.5"><table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:12px"><tr><td style="padding:20px 28px;background:#0a6559;color:#ffffff;font-size:20px;font-weight:bold;border-radius:12px 12px 0 0">${escapeHtml(siteConfig.brandName)}</td></tr><tr><td style="padding:28px"><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(body.heading)}</h1>${body.paragraphs.map(paragraphHtml).join("")}${detailsHtml}${buttonHtml}${noteHtml}<p style="margin:24px 0 0">Freundliche Grüße<br>Ihr ${escapeHtml(siteConfig.brandName)}-Team</p>${unsubscribeHtml}</td></tr><tr><td style="padding:16px 28px;font-size:12px;color:#475569;border-top:1px solid #d9e2e1">${escapeHtml(footer)}</td></tr></table></td></tr></table></body></html>`;

  const textParts = [body.heading, "", ...body.paragraphs.flatMap((paragraph) => [paragraph, ""])];
  if (body.details?.length) {
    textParts.push(...body.details.map(([label, value]) => `${label}: ${value}`), "");
  }
  if (body.button) textParts.push(`${body.button.label}: ${body.button.url}`, "");
  if (body.note) textParts.push(body.note, "");
  textParts.push("Freundliche Grüße", `Ihr ${siteConfig.brandName}-Team`, "");
  if (body.unsubscribe) {
    const { text, label, url } = body.unsubscribe;
    textParts.push(text, `${label}: ${url}`, "");
  }
  textParts.push("--", footer);
  return { html, text: textParts.join("\n") };
}
