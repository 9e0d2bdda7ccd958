import { expect, type Locator } from "@playwright/test";

/**
 * Waits until a control works: its code has run and React has taken it over. Some
 * pages load their code at the visitor's first sign of life (docs/decisions/0022), so
 * the mouse moves first, as a visitor's would.
 */
export async function waitUntilLive(control: Locator) {
  await control.page().mouse.move(2, 2);
  await expect(control).not.toHaveAttribute("data-pending-code");
}
