import { resolveValue, type Toast, useToaster } from "react-hot-toast/headless";

/** The round mark before a message: a tick for success, a cross for errors. */
function ToastIcon({ type }: { type: Toast["type"] }) {
  if (type !== "success" && type !== "error") return null;
  const success = type === "success";
  return (
    <span
      aria-hidden="true"
      className={`flex size-5 shrink-0 items-center justify-center rounded-full text-white ${
        success ? "bg-emerald-600" : "bg-red-600"
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        {success ? <path d="M5 10.5l3.2 3L15 7" /> : <path d="M6 6l8 8M14 6l-8 8" />}
      </svg>
    </span>
  );
}

/**
 * Toasts at top-center, drawn by us from react-hot-toast's headless state: its default
 * Toaster injects its styles at run time, which a Content-Security-Policy without
 * 'unsafe-inline' for styles refuses (docs/decisions/0003). A success stays 5 s and an
 * error 7 s, longer than the library's 2 s and 4 s, which were short to read (docs/decisions/0043); the pointer
 * on a toast holds them all. At most 20 at once (the library's limit). On a phone they keep to
 * a quarter of the screen (web/styles/app.css, `.site-toasts`, three lines each); a field
 * that takes the focus is scrolled below them. The container is the live region, on the
 * page from the start: a region inserted together with its message (the library's
 * `ariaProps` on each toast) is not read out by every screen reader. It announces each
 * new toast on its own (not atomic), politely, as the library's toasts would be.
 */
const TIMING = { success: { duration: 5000 }, error: { duration: 7000 } };

export function Toasts() {
  const { toasts, handlers } = useToaster(TIMING);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="false"
      // The pointer on a toast holds every toast (the region itself lets clicks through).
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      className="site-toasts pointer-events-none fixed inset-x-0 top-[88px] z-[9999] flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          // A dismissed toast fades out for the library's second before it is removed.
          className={`site-toast pointer-events-auto flex max-w-[350px] items-center gap-2 rounded-lg bg-white px-3 py-2 text-[#363636] shadow-lg transition-opacity duration-300 ${
            toast.visible ? "opacity-100" : "opacity-0"
          }`}
        >
          <ToastIcon type={toast.type} />
          <div className="site-toast-message text-sm leading-snug">
            {resolveValue(toast.message, toast)}
          </div>
        </div>
      ))}
    </div>
  );
}
