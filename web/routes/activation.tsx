import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { pageParams, paths } from "../../domain/paths";
import { StatusMessage } from "../components/content/status-message";
import { ButtonLink } from "../components/ui/button";
import { activationContent } from "../content/pages/account-pages";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ ...activationContent.meta, path: paths.activation, noIndex: true });

export default function Activation() {
  const [searchParams] = useSearchParams();
  // Prerendered without the query: read it only after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const already = mounted && searchParams.has(pageParams.alreadyActive);
  const { action } = activationContent;
  const { title, message } = already ? activationContent.alreadyActive : activationContent;
  return (
    <StatusMessage tone="success" title={title} message={message}>
      <ButtonLink to={action.to}>{action.label}</ButtonLink>
    </StatusMessage>
  );
}
