import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A browser's side of a push subscription: what it sends the site, and its private key. */
export interface LoopbackDevice {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** A push as the push service received it, decrypted and its VAPID token checked. */
export interface ReceivedPush {
  deviceId: string;
  /** The decrypted payload, parsed (the site sends JSON). */
  payload: { title: string; body: string; url: string };
  headers: IncomingMessage["headers"];
  /** The VAPID token's claims and key ("k" of the Authorization header). */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

/**
 * A push service on 127.0.0.1 for tests (what FCM or Mozilla's autopush are to a real
 * browser): every push it receives must be aes128gcm-encrypted for its device (RFC 8291)
 * and carry a valid VAPID signature (RFC 8292); it decrypts and records it, or answers
 * 400 when either fails. `answer(device, 410)` makes a device's endpoint answer a status.
 * Add `host` to PUSH_SERVICE_HOSTS to let the app send to it.
 */
export class LoopbackPushService {
  readonly received: ReceivedPush[] = [];
  readonly rejected: string[] = [];
  private readonly devices = new Map<string, LoopbackDevice>();
  private readonly statuses = new Map<string, number>();
  private server: Server | undefined;
  host = "";

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const status = this.receive(request, Buffer.concat(chunks));
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    this.host = `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A new browser with its own keys and endpoint on this service. */
  newDevice(): LoopbackDevice {
    const id = randomUUID();
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const device = {
      id,
      ecdh,
      authSecret,
      subscription: {
        endpoint: `http://${this.host}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: authSecret.toString("base64url"),
        },
      },
    };
    this.devices.set(id, device);
    return device;
  }

  /** From now on, pushes to this device answer `status` (410: gone, 500: try later). */
  answer(device: LoopbackDevice, status: number): void {
    this.statuses.set(device.id, status);
  }

  pushesTo(device: LoopbackDevice): ReceivedPush[] {
    return this.received.filter((push) => push.deviceId === device.id);
  }

  /** Waits until `count` pushes arrived in all (the app's worker sends on its own). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedPush[]> {
    const until = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > until) {
        throw new Error(`${this.received.length} of ${count} pushes arrived`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.received;
  }

  private receive(request: IncomingMessage, body: Buffer): number {
    const deviceId = /^\/push\/([0-9a-f-]+)$/.exec(request.url ?? "")?.[1];
    const device = deviceId ? this.devices.get(deviceId) : undefined;
    if (!device || request.method !== "POST") return 404;
    const status = this.statuses.get(device.id);
    if (status) return status;
    try {
      if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
      const vapid = checkVapid(request.headers.authorization, `http://${this.host}`);
      const payload = JSON.parse(decryptAes128gcm(body, device).toString("utf8"));
      this.received.push({ deviceId: device.id, payload, headers: request.headers, vapid });
      return 201;
    } catch (error) {
      this.rejected.push(error instanceof Error ? error.message : String(error));
      return 400;
    }
  }
}

/** RFC 8291 and RFC 8188: decrypts a Web Push message with the device's keys. */
export function decryptAes128gcm(body: Buffer, device: LoopbackDevice): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    device.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, device.authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error("no padding delimiter");
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; checks the signature and the audience. */
function checkVapid(header: string | undefined, audience: string): ReceivedPush["vapid"] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [headerPart = "", claimsPart = "", signature = ""] = match[1].split(".");
  const rawKey = Buffer.from(match[2], "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: rawKey.subarray(1, 33).toString("base64url"),
      y: rawKey.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("VAPID signature does not verify");
  const jwtHeader = JSON.parse(Buffer.from(headerPart, "base64url").toString());
  if (jwtHeader.alg !== "ES256") throw new Error(`VAPID alg ${jwtHeader.alg}`);
  const claims = JSON.parse(Buffer.from(claimsPart, "base64url").toString());
  if (claims.aud !== audience) throw new Error(`VAPID aud ${claims.aud}, not ${audience}`);
  if (typeof claims.exp !== "number" || claims.exp * 1000 < Date.now()) {
    throw new Error("VAPID token expired");
  }
  return { aud: claims.aud, sub: claims.sub, exp: claims.exp, publicKey: match[2] };
}
