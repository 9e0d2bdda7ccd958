import { bigint, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DOCUMENT_KINDS } from "../../../domain/enums";
import { users } from "./accounts";

export const documentKind = pgEnum("document_kind", DOCUMENT_KINDS);

/**
 * Files a person uploaded (staff certificate and CV). The file itself lives in the file
 * storage (server/storage) under `storage_key`, a random name; never public.
 */
export const userDocuments = pgTable(
  "user_documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: documentKind().notNull(),
    storageKey: text().notNull().unique(),
    /** The name on the uploader's computer, for the download; never used as a path. */
    originalName: text().notNull(),
    contentType: text().notNull(),
    byteSize: bigint({ mode: "number" }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("user_documents_user_idx").on(table.userId)],
);

export type UserDocument = typeof userDocuments.$inferSelect;
export type DocumentKind = UserDocument["kind"];
