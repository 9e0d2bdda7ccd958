import { paths } from "../../domain/paths";
import { StatusMessage } from "../components/content/status-message";
import { ButtonLink } from "../components/ui/button";
import { activationContent } from "../content/pages/account-pages";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ ...activationContent.meta, path: paths.activation, noIndex: true });

export default function Activation() {
  const { title, message, action } = activationContent;
  return (
    <StatusMessage tone="success" title={title} message={message}>
      <ButtonLink to={action.to}>{action.label}</ButtonLink>
    </StatusMessage>
  );
}
