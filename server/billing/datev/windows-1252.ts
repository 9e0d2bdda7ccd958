/**
 * Windows-1252 (DATEV's encoding for its CSV formats). Node's TextDecoder treats the
 * label as Latin-1 and there is no encoder, so the 27 characters in 0x80-0x9F that
 * differ from Latin-1 are mapped here; anything else outside the code page becomes "?".
 */
const HIGH: Record<number, string> = {
  128: "€",
  130: "‚",
  131: "ƒ",
  132: "„",
  133: "…",
  134: "†",
  135: "‡",
  136: "ˆ",
  137: "‰",
  138: "Š",
  139: "‹",
  140: "Œ",
  142: "Ž",
  145: "‘",
  146: "’",
  147: "“",
  148: "”",
  149: "•",
  150: "–",
  151: "—",
  152: "˜",
  153: "™",
  154: "š",
  155: "›",
  156: "œ",
  158: "ž",
  159: "Ÿ",
};
const TO_BYTE = new Map(Object.entries(HIGH).map(([byte, char]) => [char, Number(byte)]));

export function encodeWindows1252(text: string): Uint8Array {
  const chars = [...text];
  const bytes = new Uint8Array(chars.length);
  chars.forEach((char, index) => {
    const code = char.codePointAt(0)!;
    const mapped = TO_BYTE.get(char);
    if (mapped !== undefined) bytes[index] = mapped;
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes[index] = code;
    else bytes[index] = 0x3f; // "?"
  });
  return bytes;
}

export function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += HIGH[byte] ?? String.fromCharCode(byte);
  return text;
}
