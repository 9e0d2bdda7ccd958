import { paths } from "../../domain/paths";
import { StatusMessage } from "../components/content/status-message";
import { buttonClasses } from "../components/ui/button";
import { Container } from "../components/ui/container";
import { RESEND_SECTION_ID, resendContent } from "../content/pages/account-pages";
import { ResendActivationForm } from "../forms/resend-activation-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta({ ...resendContent.meta, path: paths.resend, noIndex: true });

export default function Resend() {
  const { title, message, action, section } = resendContent;
  return (
    <>
      <StatusMessage tone="error" title={title} message={message}>
        {/* A plain in-page link: the browser scrolls to the section and moves focus there. */}
        <a href={action.to} className={buttonClasses()}>
          {action.label}
        </a>
      </StatusMessage>
      <section
        id={RESEND_SECTION_ID}
        aria-labelledby={`${RESEND_SECTION_ID}-titel`}
        className="scroll-mt-6 pb-20"
      >
        <Container width="narrow">
          <h2 id={`${RESEND_SECTION_ID}-titel`} className="text-2xl font-bold text-ink">
            {section.title}
          </h2>
          <p className="mt-3 text-ink-muted">{section.text}</p>
          <div className="mt-6">
            <ResendActivationForm />
          </div>
        </Container>
      </section>
    </>
  );
}
