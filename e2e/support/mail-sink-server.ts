/**
 * A real SMTP server on loopback for the browser tests, started by Playwright before the
 * site. The site delivers its mails here; tests read them over HTTP (GET /mails).
 */
import { createServer } from "node:http";
import { SmtpSink } from "../../server/testing/smtp-sink";

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);

const sink = new SmtpSink();
await sink.start(smtpPort);
createServer((request, response) => {
  if (request.url === "/mails" && request.method === "GET") {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(sink.mails));
    return;
  }
  if (request.url === "/health") {
    response.end("ok");
    return;
  }
  response.writeHead(404).end();
}).listen(httpPort, "127.0.0.1");
