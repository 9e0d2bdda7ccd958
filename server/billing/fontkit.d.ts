// fontkit ships no type declarations; pdfkit accepts its font objects as they are.
declare module "fontkit" {
  export function create(buffer: Uint8Array): unknown;
}
