import { readFileSync } from "node:fs";
import type { FederalState } from "../../domain/enums";

/**
 * The German postcode directory (docs/decisions/0030-postcode-directory.md): every
 * delivery postcode with its place, federal state and centre, from postcodes-de.tsv
 * (GeoNames, CC BY 4.0, written by scripts/generate-postcodes.ts). Server-side only;
 * the site asks GET /api/postcodes/:code. The file sits beside this module and, after
 * the build, beside the server bundle (scripts/build-server.mjs).
 */
export interface PostcodeEntry {
  postcode: string;
  city: string;
  state: FederalState;
  lat: number;
  lon: number;
}

let directory: Map<string, PostcodeEntry> | undefined;

function load(): Map<string, PostcodeEntry> {
  const text = readFileSync(new URL("./postcodes-de.tsv", import.meta.url), "utf8");
  const entries = new Map<string, PostcodeEntry>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const [postcode, lat, lon, state, city] = line.split("\t") as [
      string,
      string,
      string,
      string,
      string,
    ];
    entries.set(postcode, {
      postcode,
      city,
      state: `DE-${state}` as FederalState,
      lat: Number(lat),
      lon: Number(lon),
    });
  }
  return entries;
}

/** The entry of a postcode, or `undefined` when no such German postcode exists. */
export function lookupPostcode(value: string): PostcodeEntry | undefined {
  directory ??= load();
  return directory.get(value.trim());
}

export function isKnownPostcode(value: string): boolean {
  return lookupPostcode(value) !== undefined;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two points in kilometres. */
export function haversineKm(
  a: Pick<PostcodeEntry, "lat" | "lon">,
  b: Pick<PostcodeEntry, "lat" | "lon">,
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * Straight-line kilometres between the centres of two postcodes, rounded; `undefined`
 * when either is not a known postcode. For ranking staff by distance to a pharmacy.
 */
export function postcodeDistanceKm(from: string, to: string): number | undefined {
  const a = lookupPostcode(from);
  const b = lookupPostcode(to);
  if (!a || !b) return undefined;
  return Math.round(haversineKm(a, b));
}

let stateColumns: { postcodes: string[]; states: string[] } | undefined;

/**
 * The directory as two parallel columns, postcode and federal state, for a query that
 * joins them with `unnest` (the console's figures count staff by federal state, which
 * only their postcode tells; docs/product.md, "The agency's numbers").
 */
export function postcodeStateColumns(): { postcodes: string[]; states: string[] } {
  directory ??= load();
  if (!stateColumns) {
    const entries = [...directory.values()];
    stateColumns = {
      postcodes: entries.map((entry) => entry.postcode),
      states: entries.map((entry) => entry.state),
    };
  }
  return stateColumns;
}

/** Every entry of the directory (the seed draws addresses from it). */
export function allPostcodes(): PostcodeEntry[] {
  directory ??= load();
  return [...directory.values()];
}
