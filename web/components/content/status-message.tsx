import type { ReactNode } from "react";
import { Card } from "../ui/card";
import { Container } from "../ui/container";
import { AlertIcon, CheckCircleIcon, LockIcon } from "../ui/feature-icons";
import { TitleText } from "../ui/title-text";

export type StatusTone = "success" | "error" | "info";

const toneStyles: Record<StatusTone, { badge: string; Icon: typeof AlertIcon }> = {
  success: { badge: "bg-brand-100 text-brand-800", Icon: CheckCircleIcon },
  error: { badge: "bg-danger-50 text-danger-700", Icon: AlertIcon },
  info: { badge: "bg-accent-100 text-accent-700", Icon: LockIcon },
};

interface StatusMessageProps {
  tone: StatusTone;
  title: string;
  message: string;
  /** Buttons and links below the message. */
  children?: ReactNode;
}

/** A single message on its own page: account activated, activation failed, please log in. */
export function StatusMessage({ tone, title, message, children }: StatusMessageProps) {
  const { badge, Icon } = toneStyles[tone];
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-24">
      <Container width="narrow">
        <Card className="flex flex-col items-center text-center">
          <span
            className={`inline-flex h-16 w-16 items-center justify-center rounded-full ${badge}`}
          >
            <Icon width={32} height={32} />
          </span>
          {/* One size smaller on the smallest phones: „fehlgeschlagen“ then fits whole. */}
          <h1 className="mt-6 text-2xl font-bold text-ink min-[375px]:text-3xl sm:text-4xl">
            <TitleText text={title} />
          </h1>
          <p className="mt-4 text-lg text-ink-muted">{message}</p>
          {children && <div className="mt-8 flex flex-col items-center gap-4">{children}</div>}
        </Card>
      </Container>
    </div>
  );
}
