import type { LinkAction } from "../../content/pages/types";
import { ButtonLink } from "../ui/button";
import { Section } from "../ui/section";
import { TitleText } from "../ui/title-text";

interface CtaBannerProps {
  id: string;
  title: string;
  text: string;
  /** The first is the main button; a second one is shown as an outline. */
  actions: readonly LinkAction[];
}

/** A dark band with a call to action, closing a page. */
export function CtaBanner({ id, title, text, actions }: CtaBannerProps) {
  return (
    <Section labelledBy={id} tone="brand">
      <div className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-bold text-white sm:text-4xl">
            <TitleText text={title} />
          </h2>
          <p className="mt-3 text-lg text-brand-50">{text}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          {actions.map((action, index) => (
            <ButtonLink
              key={action.to}
              to={action.to}
              variant={index === 0 ? "inverted" : "outline-inverted"}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </Section>
  );
}
