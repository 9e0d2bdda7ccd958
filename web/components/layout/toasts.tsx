import { Toaster } from "react-hot-toast";

/**
 * Toasts at top-center. react-hot-toast's defaults are the spec's: 4 s for blank, error
 * and custom toasts, 2 s for success, no limit for loading, at most 20 at once.
 */
export function Toasts() {
  return (
    <Toaster position="top-center" containerClassName="site-toasts" containerStyle={{ top: 88 }} />
  );
}
