import { strFromU8, unzipSync } from "fflate";

/** What a test reads from the data export: `daten.json`, and every file by its path. */
export interface UnpackedExport {
  // biome-ignore lint/suspicious/noExplicitAny: the export's JSON, read freely by tests
  data: any;
  files: Map<string, Buffer>;
}

type InjectingApp = {
  inject: (options: object) => PromiseLike<{
    statusCode: number;
    headers: Record<string, unknown>;
    rawPayload: Buffer;
  }>;
};

/** Unpacks the export archive (GET /api/account/export). */
export function unpackExport(archive: Uint8Array): UnpackedExport {
  const entries = unzipSync(archive);
  const json = entries["daten.json"];
  if (!json) throw new Error("the export has no daten.json");
  const files = new Map<string, Buffer>();
  for (const [path, bytes] of Object.entries(entries)) {
    if (path !== "daten.json") files.set(path, Buffer.from(bytes));
  }
  return { data: JSON.parse(strFromU8(json)), files };
}

/** The logged-in person's export, unpacked; fails the test on any answer but 200. */
export async function exportOf(app: InjectingApp, cookie: string): Promise<UnpackedExport> {
  const answer = await app.inject({ url: "/api/account/export", headers: { cookie } });
  if (answer.statusCode !== 200) throw new Error(`export answered ${answer.statusCode}`);
  return unpackExport(answer.rawPayload);
}
