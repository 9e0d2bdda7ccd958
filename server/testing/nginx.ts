import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The guide's nginx configuration (docs/operations.md), which the tests run as it is. */
export const GUIDE_NGINX_CONFIG = path.resolve("deploy/nginx/apostaff.conf");
export const PUBLIC_HOST = "www.apostaff.example";

/** Debian's nginx (`.ci/run` and scripts/test.mjs install it), or undefined. */
export function nginxBinary(): string | undefined {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
}

/** nginx's version as [major, minor, patch]. */
function nginxVersion(binary: string): number[] {
  // `nginx -v` writes to standard error.
  const text = execFileSync(binary, ["-v"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text) ?? [];
  return match.slice(1).map(Number);
}

/** Replaces `from` by `to` in `text`, and fails when the guide no longer says `from`. */
function swap(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the guide's nginx config no longer says "${from}"`);
  return text.replaceAll(from, to);
}

export interface GuideNginxOptions {
  folder: string;
  upstreamPorts: [number, number];
  httpPort: number;
  httpsPort: number;
}

/**
 * The guide's config with this machine's ports, a self-signed certificate, logs in
 * `folder`; nothing else changed. Before 1.25.1 nginx has no `http2 on;` (the guide says
 * what to write instead, and so does this).
 */
export async function guideNginxConfig(binary: string, options: GuideNginxOptions) {
  const { folder, upstreamPorts, httpPort, httpsPort } = options;
  const certificate = path.join(folder, "cert.pem");
  const key = path.join(folder, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      ...["-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2"],
      ...["-subj", `/CN=${PUBLIC_HOST}`, "-keyout", key, "-out", certificate],
    ],
    { stdio: "ignore" },
  );
  const [major = 0, minor = 0, patch = 0] = nginxVersion(binary);
  const knowsHttp2Directive = major * 1e6 + minor * 1e3 + patch >= 1_025_001;

  let site = await readFile(GUIDE_NGINX_CONFIG, "utf8");
  site = swap(site, "server 127.0.0.1:3001 ", `server 127.0.0.1:${upstreamPorts[0]} `);
  site = swap(site, "server 127.0.0.1:3002 ", `server 127.0.0.1:${upstreamPorts[1]} `);
  site = swap(site, "    listen [::]:80;\n", "");
  site = swap(site, "    listen [::]:443 ssl;\n", "");
  site = swap(site, "listen 80;", `listen 127.0.0.1:${httpPort};`);
  if (knowsHttp2Directive) {
    site = swap(site, "listen 443 ssl;", `listen 127.0.0.1:${httpsPort} ssl;`);
  } else {
    site = swap(site, "listen 443 ssl;", `listen 127.0.0.1:${httpsPort} ssl http2;`);
    site = swap(site, "    http2 on;\n", "");
  }
  site = swap(site, `/etc/letsencrypt/live/${PUBLIC_HOST}/fullchain.pem`, certificate);
  site = swap(site, `/etc/letsencrypt/live/${PUBLIC_HOST}/privkey.pem`, key);
  site = swap(site, "/var/log/nginx/apostaff.access.log", path.join(folder, "access.log"));
  site = swap(site, "/srv/apostaff/current/deploy/nginx", path.dirname(GUIDE_NGINX_CONFIG));
  await writeFile(path.join(folder, "apostaff.conf"), site);

  const temp = (name: string) => path.join(folder, "temp", name);
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    await mkdir(temp(name), { recursive: true });
  }
  const main = `
${process.getuid?.() === 0 ? "user root;" : ""}
daemon off;
worker_processes 1;
pid ${path.join(folder, "nginx.pid")};
error_log ${path.join(folder, "error.log")} warn;
events { worker_connections 1024; }
http {
  default_type application/octet-stream;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  include ${path.join(folder, "apostaff.conf")};
}
`;
  const file = path.join(folder, "nginx.conf");
  await writeFile(file, main);
  return file;
}

/** Starts nginx in the foreground on `configFile`; resolves once it accepts on `port`. */
export async function startNginx(binary: string, configFile: string, port: number) {
  const child: ChildProcess = spawn(binary, ["-c", configFile, "-p", path.dirname(configFile)]);
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/`, { redirect: "manual" })
      .then(() => true)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    },
  };
}
