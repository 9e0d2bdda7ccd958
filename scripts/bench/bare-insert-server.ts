/**
 * The yardstick of `npm run bench:requests`: a bare Fastify server whose one route does
 * the single INSERT at the heart of POST /api/boten-service, with no validation, captcha,
 * rate limit, transaction or mail. Started as a child process by the benchmark.
 */
import Fastify from "fastify";
import type { CourierRequest } from "../../domain/courier-request";
import { openDatabase } from "../../server/db/client";
import { applyMigrations } from "../../server/db/migrate";
import { courierRequests } from "../../server/db/schema";
import { courierKind } from "../../server/service-requests/courier";
import { newStoredRequest } from "../../server/service-requests/service-request-kind";

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
});
await applyMigrations(database);

const app = Fastify({ bodyLimit: 64 * 1024 });
app.post("/bare", async (request, reply) => {
  const row = courierKind.row(request.body as CourierRequest, newStoredRequest());
  await database.db.insert(courierRequests).values(row);
  return reply.status(201).send({ success: true });
});
app.get("/readyz", async () => ({ status: "ready" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });

process.once("SIGTERM", async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
