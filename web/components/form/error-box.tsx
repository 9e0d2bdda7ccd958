import { useLayoutEffect, useRef } from "react";
import { useSteadyWhilePressed } from "./use-steady-while-pressed";

/**
 * The red box above a form listing what is wrong (courier, cleaning). It grows and
 * shrinks with the list, so a change waits while a pointer is pressed: everything
 * below it would move. When it grows, the field that has the focus (the first error,
 * focused on submit) is kept in view below it.
 */
export function ErrorBox({
  title = "Bitte prüfen Sie Ihre Angaben:",
  messages: currentMessages,
}: {
  title?: string;
  messages: string[];
}) {
  const messages = useSteadyWhilePressed(currentMessages);
  const box = useRef<HTMLDivElement>(null);
  const count = messages.length;

  useLayoutEffect(() => {
    const form = box.current?.closest("form");
    const focused = document.activeElement;
    if (count === 0 || !form || !(focused instanceof HTMLElement) || !form.contains(focused)) {
      return;
    }
    // "nearest" keeps a visible field where it is; the field's scroll margin keeps it
    // clear of the header and the toasts (web/styles/app.css).
    focused.scrollIntoView({ block: "nearest" });
  }, [count]);

  if (count === 0) return null;
  return (
    <div
      ref={box}
      role="alert"
      className="rounded-card border border-danger-700 bg-danger-50 p-4 text-danger-700"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
