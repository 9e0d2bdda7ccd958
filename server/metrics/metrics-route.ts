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

declare module "fastify" {
  interface FastifyRequest {
    /** The route label when the route pattern says too little (a prerendered page's path). */
    metricsRoute?: string;
  }
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Headers a proxy adds on its way to us; a scraper sends none of them. */
function cameThroughProxy(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some(
    (name) =>
      name === "forwarded" ||
      name === "via" ||
      name === "x-real-ip" ||
      name.startsWith("x-forwarded-"),
  );
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

function isLoopback(address: string): boolean {
  const version = isIP(address);
  return version !== 0 && LOOPBACK.check(address, version === 6 ? "ipv6" : "ipv4");
}

/**
 * Whether the Host header names this machine. A proxy on the same host connects from
 * loopback too, and passes on the public name (or its upstream's address); a scraper
 * on the machine asks for localhost, 127.0.0.1 or [::1].
 */
function asksForLoopback(host: string | undefined): boolean {
  if (host === undefined || host === "") return true;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (hostname === "localhost") return true;
  return isLoopback(hostname.replace(/^\[(.*)\]$/, "$1"));
}

/**
 * Counts every answer by route pattern (never the raw URL, so the label set stays
 * small) and serves /metrics to the allowed addresses or a bearer of METRICS_TOKEN. The
 * address is the connection's own peer, not X-Forwarded-For: a visitor must not reach
 * the figures through the reverse proxy by sending a header. And a request that a proxy
 * passed on is an outsider's even when the proxy itself is an allowed peer, so that a
 * proxy on the same machine without the documented block publishes nothing
 * (docs/operations.md, "Monitoring"; issue 26 item 5).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  config: Pick<Config, "metrics">,
): void {
  app.decorateRequest("metricsRoute", undefined);
  app.addHook("onResponse", async (request, reply) => {
    // A prerendered page by its own path (http/site-pages.ts), not all under "/*".
    const route = request.metricsRoute ?? request.routeOptions.url ?? "(unmatched)";
    metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  const allowed = allowList(config.metrics.allow);
  const token = config.metrics.token ? digest(config.metrics.token) : undefined;
  const fromAllowedPeer = (request: FastifyRequest) => {
    const peer = request.socket.remoteAddress ?? "";
    if (!isIP(peer) || !allowed.check(peer, isIP(peer) === 6 ? "ipv6" : "ipv4")) return false;
    if (cameThroughProxy(request)) return false;
    return !isLoopback(peer) || asksForLoopback(request.headers.host);
  };
  const mayRead = (request: FastifyRequest) => {
    if (fromAllowedPeer(request)) return true;
    const header = request.headers.authorization ?? "";
    if (!token || !header.startsWith("Bearer ")) return false;
    return timingSafeEqual(digest(header.slice("Bearer ".length)), token);
  };

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    // The router decodes the path, so "/%6detrics" lands here too, past a proxy rule
    // that blocks the spelling "/metrics": only that spelling is answered.
    if (request.raw.url?.split("?")[0] !== "/metrics") return reply.callNotFound();
    if (!mayRead(request)) return reply.status(403).send({ message: "Forbidden" });
    const body = await metrics.registry.metrics();
    return reply
      .header("content-type", metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(body);
  });
}
