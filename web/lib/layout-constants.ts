/** Layout numbers of spec section 9. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const REVEAL_DURATION_MS = 800;
export const SUCCESS_SCROLL_DELAY_MS = 100;
