import type { HowTo } from "../../content/pages/home";
import { StepList } from "../content/step-list";
import { ButtonLink } from "../ui/button";
import { Card } from "../ui/card";
import { Section, SectionHeading, type SectionTone } from "../ui/section";

/** "So funktioniert es": heading and button beside a card of numbered steps. */
export function HowToSection({
  howTo,
  tone = "white",
  reversed = false,
}: {
  howTo: HowTo;
  tone?: SectionTone;
  reversed?: boolean;
}) {
  const headingId = `${howTo.id}-titel`;
  return (
    <Section id={howTo.id} labelledBy={headingId} tone={tone}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={reversed ? "lg:order-2" : ""}>
          <SectionHeading
            id={headingId}
            eyebrow={howTo.eyebrow}
            title={howTo.title}
            intro={howTo.intro}
          />
          <ButtonLink to={howTo.action.to} className="mt-8" describedBy={headingId}>
            {howTo.action.label}
          </ButtonLink>
        </div>
        <Card>
          <StepList steps={howTo.steps} />
        </Card>
      </div>
    </Section>
  );
}
