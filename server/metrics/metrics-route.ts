import { createHash, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { AppMetrics } from "./metrics";

/** The addresses allowed by METRICS_ALLOW (IPs or CIDR ranges, validated in config.ts). */
function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Counts every answer by route pattern (never the raw URL, so the label set stays
 * small) and serves /metrics to the allowed addresses or a bearer of METRICS_TOKEN. The
 * address is the connection's own peer, not X-Forwarded-For: a visitor must not reach
 * the figures through the reverse proxy by sending a header (docs/operations.md).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  config: Pick<Config, "metrics">,
): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "(unmatched)";
    metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  const allowed = allowList(config.metrics.allow);
  const token = config.metrics.token ? digest(config.metrics.token) : undefined;
  const mayRead = (request: FastifyRequest) => {
    const peer = request.socket.remoteAddress ?? "";
    if (isIP(peer) && allowed.check(peer, isIP(peer) === 6 ? "ipv6" : "ipv4")) return true;
    const header = request.headers.authorization ?? "";
    if (!token || !header.startsWith("Bearer ")) return false;
    return timingSafeEqual(digest(header.slice("Bearer ".length)), token);
  };

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request)) return reply.status(403).send({ message: "Forbidden" });
    const body = await metrics.registry.metrics();
    return reply
      .header("content-type", metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(body);
  });
}
