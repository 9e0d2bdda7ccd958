import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { type requestItem, requestPage, requestQuery } from "../../../domain/api/admin";
import { SERVICE_REQUEST_STATUS_LABELS } from "../../../domain/enums";
import { cleaningRequests, courierRequests } from "../../db/schema";
import type { AdminList } from "../admin-list";
import { cappedTotal, keysetAfter, NOT_COUNTED, orderBy, searchAcross } from "../list-query";

type RequestQuery = z.infer<typeof requestQuery>;
type RequestItem = z.infer<typeof requestItem>;

/** What a request list's search looks through (its trigram index: migration 0025). */
export function requestSearchColumns(table: typeof courierRequests | typeof cleaningRequests) {
  // The place: a cleaning request has its own city; a courier request's postcode field
  // holds "PLZ Ort", as its form asks.
  const place = table === cleaningRequests ? [table.zipCode, table.city] : [table.zipCode];
  return [table.pharmacyName, table.email, table.firstName, table.lastName, ...place];
}

function requestList(kind: "courier" | "cleaning"): AdminList<RequestQuery, RequestItem> {
  const table = kind === "courier" ? courierRequests : cleaningRequests;
  return {
    path: `/api/admin/${kind}-requests`,
    summary: kind === "courier" ? "List courier requests" : "List cleaning requests",
    fileName: kind === "courier" ? "botenanfragen" : "reinigungsanfragen",
    query: requestQuery,
    page: requestPage,
    keyset: true,
    async fetch(db, query, window) {
      const where = and(
        query.status ? eq(table.status, query.status) : undefined,
        searchAcross(requestSearchColumns(table), query.q),
      );
      const sortColumn = {
        created_at: table.createdAt,
        pharmacy_name: table.pharmacyName,
        status: table.status,
        zip_code: table.zipCode,
      }[query.sort ?? "created_at"];
      const rowsWhere = and(
        where,
        keysetAfter(table, sortColumn, table.id, query.dir, window.after),
      );
      const [rows, { total, exact }] = await Promise.all([
        kind === "courier"
          ? db
              .select()
              .from(courierRequests)
              .where(rowsWhere)
              .orderBy(...orderBy(sortColumn, query.dir, table.id))
              .limit(window.limit)
              .offset(window.offset)
          : db
              .select()
              .from(cleaningRequests)
              .where(rowsWhere)
              .orderBy(...orderBy(sortColumn, query.dir, table.id))
              .limit(window.limit)
              .offset(window.offset),
        window.count
          ? cappedTotal(db, db.select({ id: table.id }).from(table).where(where))
          : NOT_COUNTED,
      ]);
      return {
        total,
        exact,
        items: rows.map((row) => ({
          id: row.id,
          status: row.status,
          pharmacy_name: row.pharmacyName,
          first_name: row.firstName,
          last_name: row.lastName,
          email: row.email,
          telephone: row.telephone,
          street: row.street,
          zip_code: "city" in row ? `${row.zipCode} ${row.city}` : row.zipCode,
          summary:
            "deliveryArea" in row
              ? `Liefergebiet: ${row.deliveryArea}`
              : `${row.roomCount} Räume${row.sqm ? `, ${row.sqm} m²` : ""}: ${row.tasks}`,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    },
    csvHeader: [
      "Eingang",
      "Status",
      "Apotheke",
      "Vorname",
      "Nachname",
      "E-Mail",
      "Telefon",
      "Straße",
      "PLZ / Ort",
      "Anliegen",
    ],
    csvRow: (item) => [
      item.created_at,
      SERVICE_REQUEST_STATUS_LABELS[item.status],
      item.pharmacy_name,
      item.first_name,
      item.last_name,
      item.email,
      item.telephone,
      item.street,
      item.zip_code,
      item.summary,
    ],
  };
}

export const courierRequestList = requestList("courier");
export const cleaningRequestList = requestList("cleaning");
