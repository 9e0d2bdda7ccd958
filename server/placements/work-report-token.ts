import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Database } from "../db/client";
import { getOrCreateSetting } from "../db/settings";

/** Settings key of the HMAC key that signs the owner's worked-days links. */
export const WORK_REPORT_KEY_SETTING = "work_report_link_key";
const PURPOSE = "work-report-answer";

/** The signing key (generated once per installation and kept in the database). */
export function workReportKey(db: Database): Promise<string> {
  return getOrCreateSetting(db, WORK_REPORT_KEY_SETTING, () =>
    randomBytes(32).toString("base64url"),
  );
}

function signature(key: string, reportId: string): Buffer {
  return createHmac("sha256", key).update(`${PURPOSE}:${reportId}`).digest();
}

/**
 * The token of the owner's link to a worked-days report: its id and an HMAC of it, as
 * the search alerts' unsubscribe links (docs/decisions/0018-search-alerts.md). No login:
 * the link answers only this report, and only while it waits for the answer.
 */
export function workReportToken(key: string, reportId: string): string {
  return `${reportId}.${signature(key, reportId).toString("base64url")}`;
}

/** The report a token names, or null when it is malformed or not signed with `key`. */
export function reportIdOfToken(key: string, token: string): string | null {
  const [reportId, signed, ...rest] = token.split(".");
  if (!reportId || !signed || rest.length > 0 || !z.uuid().safeParse(reportId).success) {
    return null;
  }
  const given = Buffer.from(signed, "base64url");
  const expected = signature(key, reportId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? reportId : null;
}
