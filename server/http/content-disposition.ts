/**
 * RFC 5987 ext-value: encodeURIComponent leaves `!'()*` alone, but of those only `!` is
 * an attr-char; `'` even ends the charset and language parts.
 */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Inline-safe file name for Content-Disposition (ASCII fallback plus RFC 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
