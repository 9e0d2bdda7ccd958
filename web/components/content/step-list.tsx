import type { Step } from "../../content/pages/types";
import { hyphenate } from "../../lib/hyphenate";
import { TitleText } from "../ui/title-text";

/** Numbered steps of a process ("So funktioniert es"). */
export function StepList({
  steps,
  className = "",
}: {
  steps: readonly Step[];
  className?: string;
}) {
  return (
    <ol className={`flex flex-col gap-6 ${className}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-ink">
              <TitleText text={step.title} />
            </h3>
            {/* Long compounds break at a syllable, with a hyphen, beside the step number on a phone. */}
            <p className="mt-1 text-ink-muted">{hyphenate(step.text)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
