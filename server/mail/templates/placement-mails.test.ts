import { describe, expect, it } from "vitest";
import { siteConfig } from "../../../domain/site-config";
import { type EmailContent, renderEmailBody } from "../email-layout";
import {
  applicationNotSelectedEmail,
  applicationProposedEmail,
  searchOrderAcceptedEmail,
  searchOrderPublishedEmail,
} from "./order-progress-mails";
import {
  invoiceCopyReminderEmail,
  placementCancelledEmail,
  placementConfirmedEmail,
  placementStartReminderEmail,
} from "./placement-mails";

const person = { salutation: "Ms", firstName: "Mia", lastName: "Vertretung" };
const order = {
  type: "Vertretungsangebot",
  role: "Apotheker/in",
  ownerCover: true,
  periods: [{ startDate: "2026-12-01", endDate: "2026-12-03" }],
  workingHours: "8:00–18:30",
  postalCode: "50667",
  city: "Köln",
  state: "DE-NW",
};
const facts = {
  ...order,
  pharmacyName: "Apotheke am Dom",
  street: "Domkloster 4",
  staffName: "Mia Vertretung",
};
const contact = { name: "Apotheke am Dom", phone: "+49221 1", email: "inhaber@example.org" };
const calendar = { filename: "einsatz.ics", contentType: "text/calendar", contentBase64: "" };
const url = "https://apostaff.example/konto/einsaetze";

const mails: [string, EmailContent][] = [
  ["accepted", searchOrderAcceptedEmail("a@example.org", person, order, url)],
  ["published", searchOrderPublishedEmail("a@example.org", person, order, url)],
  ["proposed", applicationProposedEmail("a@example.org", person, order, url)],
  ["not selected", applicationNotSelectedEmail("a@example.org", person, order, url)],
  [
    "confirmed",
    placementConfirmedEmail("a@example.org", person, "staff", facts, contact, calendar, url),
  ],
  [
    "cancelled",
    placementCancelledEmail("a@example.org", person, facts, "der Apotheke", "Krank", url),
  ],
  [
    "start reminder",
    placementStartReminderEmail("a@example.org", person, facts, contact, "staff", url),
  ],
  ["invoice reminder", invoiceCopyReminderEmail("a@example.org", person, facts, "2026-12-17", url)],
];

describe("placement mails", () => {
  it.each(mails)("%s: German, HTML and text, in the agency's layout", (_name, mail) => {
    const rendered = renderEmailBody(mail.subject, mail.body);
    expect(rendered.text).toContain("Guten Tag Frau Vertretung,");
    expect(rendered.html).toContain("Guten Tag Frau Vertretung,");
    expect(rendered.html).toContain(siteConfig.address.street);
    expect(rendered.text).toContain("01.12.2026");
    expect(rendered.html).toContain(url);
  });

  it("tells the candidate only the city before confirmation, the pharmacy after", () => {
    const proposed = renderEmailBody(mails[2]![1].subject, mails[2]![1].body);
    expect(proposed.text).not.toContain("Apotheke am Dom");
    const confirmed = renderEmailBody(mails[4]![1].subject, mails[4]![1].body);
    expect(confirmed.text).toContain("Apotheke am Dom");
    expect(confirmed.text).toContain("inhaber@example.org");
    expect(mails[4]![1].attachments?.[0]?.filename).toBe("einsatz.ics");
  });

  it("names a single-day period by one date, in order and placement mails alike", () => {
    const oneDay = [{ startDate: "2026-12-01", endDate: "2026-12-01" }];
    for (const mail of [
      searchOrderAcceptedEmail("a@example.org", person, { ...order, periods: oneDay }, url),
      placementCancelledEmail(
        "a@example.org",
        person,
        { ...facts, periods: oneDay },
        "der Apotheke",
        "Krank",
        url,
      ),
    ]) {
      const rendered = renderEmailBody(mail.subject, mail.body);
      expect(rendered.text).toContain("01.12.2026");
      expect(rendered.text).not.toContain("01.12.2026 – 01.12.2026");
    }
  });

  it.each(mails)("%s: answers go to the agency when the mail invites one", (_name, mail) => {
    const rendered = renderEmailBody(mail.subject, mail.body);
    if (/antworten Sie[^.]* auf diese E-Mail/.test(rendered.text)) {
      expect(mail.replyTo).toBe(siteConfig.emails.info);
    }
  });

  it("tells the agency, not the other side, that a cancelled placement was invoiced", () => {
    const notes = ["Bereits abgerechnet."];
    const toAgency = placementCancelledEmail(
      "agentur@x",
      null,
      facts,
      "der Apotheke",
      "Krank",
      url,
      { agencyNotes: notes },
    );
    const toStaff = placementCancelledEmail("a@x", person, facts, "der Apotheke", "Krank", url, {
      agencyNotes: notes,
    });
    expect(renderEmailBody(toAgency.subject, toAgency.body).text).toContain("Bereits abgerechnet.");
    expect(renderEmailBody(toStaff.subject, toStaff.body).text).not.toContain("abgerechnet");
  });
});
