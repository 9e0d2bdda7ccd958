import { StatusMessage } from "../components/content/status-message";
import { ButtonLink } from "../components/ui/button";
import { SmartLink } from "../components/ui/smart-link";
import { jobCreateContent } from "../content/pages/account-pages";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../paths";

export const meta = () =>
  pageMeta({ ...jobCreateContent.meta, path: paths.jobCreate, noIndex: true });

export default function JobCreate() {
  const { title, message, action, registerHint, registerAction } = jobCreateContent;
  return (
    <StatusMessage tone="info" title={title} message={message}>
      <ButtonLink to={action.to}>{action.label}</ButtonLink>
      <p className="text-ink-muted">
        {registerHint}{" "}
        <SmartLink
          to={registerAction.to}
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {registerAction.label}
        </SmartLink>
      </p>
    </StatusMessage>
  );
}
