import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string | undefined;
  replyTo: string | undefined;
  /** Every header line by its lower-case name (the first value where one repeats). */
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}

/** The raw value of a header line, unfolded ("List-Unsubscribe: <…>" -> "<…>"). */
function rawHeaderValue(line: string): string {
  return line
    .slice(line.indexOf(":") + 1)
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();
}

/**
 * A real SMTP server on loopback that keeps what it receives: the peer for mail tests
 * (unit, API and end-to-end). `fail = true` makes it refuse mail, as an outage would.
 */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  fail = false;
  /** When set, a login with other credentials is refused (535), as a real server would. */
  credentials: { user: string; pass: string } | undefined;
  /** Waits this long before accepting each mail, as a slow server would. */
  acceptDelayMs = 0;
  /** Mails whose content arrived and whose acceptance is still to be answered. */
  accepting = 0;
  private readonly server: SMTPServer;
  private waiters: (() => void)[] = [];

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      // Loopback only: a login without TLS is fine here.
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth: (auth, _session, callback) => {
        const expected = this.credentials;
        if (!expected || (auth.username === expected.user && auth.password === expected.pass)) {
          callback(null, { user: auth.username });
          return;
        }
        callback(
          Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }),
        );
      },
      onData: (stream, _session, callback) => {
        if (this.fail) {
          stream.resume();
          stream.on("end", () =>
            callback(Object.assign(new Error("Service unavailable"), { responseCode: 451 })),
          );
          return;
        }
        simpleParser(stream)
          .then(async (parsed: ParsedMail) => {
            if (this.acceptDelayMs > 0) {
              this.accepting += 1;
              await new Promise((resolve) => setTimeout(resolve, this.acceptDelayMs));
              this.accepting -= 1;
            }
            const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
            this.mails.push({
              to: to?.value[0]?.address ?? "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              template: parsed.headers.get("x-apostaff-template") as string | undefined,
              replyTo: parsed.replyTo?.value[0]?.address,
              headers: Object.fromEntries(
                [...parsed.headerLines]
                  .reverse()
                  .map(({ key, line }) => [key.toLowerCase(), rawHeaderValue(line)]),
              ),
              attachments: parsed.attachments.map((attachment) => ({
                filename: attachment.filename ?? "",
                contentType: attachment.contentType,
                contentBase64: attachment.content.toString("base64"),
              })),
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    // A client that dies mid-conversation (a killed process's pooled connection) resets
    // its socket: expected here, not an error of the test.
    this.server.on("error", () => {});
  }

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits until a mail matching `predicate` has arrived. */
  async waitFor(
    predicate: (mail: ReceivedMail) => boolean,
    timeoutMs = 10_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(predicate);
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error("expected mail did not arrive");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
