import { inflateSync } from "node:zlib";

/**
 * Unpacks a WOFF 1.0 font into the plain TrueType/OpenType file it wraps (W3C WOFF 1.0,
 * section 5). The fonts come from an npm package as WOFF only; fontkit reads WOFF, but
 * inflates a table again on every access, which made one invoice PDF cost 150 ms of
 * subsetting. Unpacked once at start, the same subsetting takes a few milliseconds.
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font");
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = input.readUInt32BE(entry + 4);
    const compLength = input.readUInt32BE(entry + 8);
    const origLength = input.readUInt32BE(entry + 12);
    const raw = input.subarray(offset, offset + compLength);
    return {
      tag: input.subarray(entry, entry + 4),
      checksum: input.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const output = Buffer.alloc(total);
  output.writeUInt32BE(flavor, 0);
  output.writeUInt16BE(numTables, 4);
  output.writeUInt16BE(searchRange, 6);
  output.writeUInt16BE(entrySelector, 8);
  output.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(output, record);
    output.writeUInt32BE(table.checksum, record + 4);
    output.writeUInt32BE(offset, record + 8);
    output.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(output, offset);
    offset += padded(table.data.length);
  });
  return output;
}
