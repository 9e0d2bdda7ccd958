import type { ReactNode } from "react";
import { TitleText } from "../ui/title-text";

/** The narrow frame of the account pages (login, password, activation results). */
export function AccountPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">
        <TitleText text={title} />
      </h1>
      {intro && <div className="text-lg text-ink-muted">{intro}</div>}
      <div className="rounded-card bg-white p-6 shadow-card sm:p-8">{children}</div>
    </div>
  );
}
