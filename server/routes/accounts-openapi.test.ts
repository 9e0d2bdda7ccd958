import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe("OpenAPI document of the account routes", () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("documents every route with its body and answers", async () => {
    const document = (await app.inject("/api/openapi.json")).json();
    const operations: [string, string, string[]][] = [
      ["/api/auth/register", "post", ["201", "422", "429"]],
      ["/api/pharmacist-worker/register", "post", ["201", "413", "422"]],
      ["/api/auth/login", "post", ["200", "401", "403", "422", "429"]],
      ["/api/auth/logout", "post", ["200"]],
      ["/api/auth/me", "get", ["200", "401"]],
      ["/api/auth/activate", "get", []],
      ["/api/auth/resend-activation", "post", ["200", "429"]],
      ["/api/auth/forgot-password", "post", ["200", "429"]],
      ["/api/auth/reset-password", "post", ["200", "422"]],
      ["/api/admin/staff", "get", ["200", "401", "403"]],
      ["/api/admin/staff/{id}/activate", "post", ["200", "401", "403", "404", "409"]],
    ];
    for (const [path, method, statuses] of operations) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      for (const status of statuses) expect(operation.responses).toHaveProperty(status);
    }
    const register = document.paths["/api/auth/register"].post;
    expect(Object.keys(register.requestBody.content)).toEqual(["application/json"]);
    const staff = document.paths["/api/pharmacist-worker/register"].post;
    expect(Object.keys(staff.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(JSON.stringify(staff.requestBody)).toContain("certificate");
  });
});
