import { useRef, useSyncExternalStore } from "react";

/**
 * Whether a pointer (mouse, finger, pen) is pressed somewhere on the page, until the
 * click it leads to has been handled. Between pointer-down and click nothing on a form
 * may move: the pointer-down takes the focus from a field, the field is checked on
 * blur, and an error appearing above the button would move the button away before the
 * click lands (issue 14).
 */
let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
/** A press that leads to no click (dragged away, scrolled) lets go after this long. */
const RELEASE_WITHOUT_CLICK_MS = 600;

function setPressed(value: boolean) {
  clearTimeout(releaseTimer);
  if (pressed === value) return;
  pressed = value;
  for (const listener of listeners) listener();
}

const onPointerDown = () => setPressed(true);
// The click's own handlers (submit, toggle) run first; the held messages show after.
const onClick = () => {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => setPressed(false), 0);
};
const onPointerUp = () => {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => setPressed(false), RELEASE_WITHOUT_CLICK_MS);
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("pointerup", onPointerUp, true);
    document.addEventListener("pointercancel", onPointerUp, true);
    document.addEventListener("click", onClick, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener("pointerdown", onPointerDown, true);
    document.removeEventListener("pointerup", onPointerUp, true);
    document.removeEventListener("pointercancel", onPointerUp, true);
    document.removeEventListener("click", onClick, true);
  };
}

/**
 * `value` as it was when the current press began; the new value once the press has
 * ended in a click. For anything whose change moves the layout of a form: field
 * errors, the error box above it.
 */
export function useSteadyWhilePressed<Value>(value: Value): Value {
  const isPressed = useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
  const shown = useRef(value);
  if (!isPressed) shown.current = value;
  return shown.current;
}
