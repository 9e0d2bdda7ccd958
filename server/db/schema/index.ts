// The whole database schema, one file per area. drizzle-kit reads this file to write
// the migrations in ../migrations.
export * from "./account-mail-requests";
export * from "./account-tokens";
export * from "./accounts";
export * from "./audit-log";
export * from "./billing";
export * from "./captcha";
export * from "./consents";
export * from "./datev";
export * from "./documents";
export * from "./figures";
export * from "./job-leases";
export * from "./known-devices";
export * from "./login-throttle";
export * from "./outbox";
export * from "./payments";
export * from "./placements";
export * from "./push";
export * from "./rate-limits";
export * from "./search-orders";
export * from "./service-requests";
export * from "./sessions";
export * from "./settings";
export * from "./stored-files";
export * from "./urgent-cover";
