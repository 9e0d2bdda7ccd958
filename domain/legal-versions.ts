/**
 * Versions of the texts a person accepts. Stored with every consent record; raise the
 * version when the text on the page changes in substance.
 */
export const TERMS_VERSION = "2026-11-21";
export const PRIVACY_VERSION = "2026-11-27";
