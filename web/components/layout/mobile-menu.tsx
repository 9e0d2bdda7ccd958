import { useEffect, useRef, useState } from "react";
import { NavLink as RouterNavLink } from "react-router";
import { ChevronDownIcon, CloseIcon } from "../ui/icons";
import { SmartLink } from "../ui/smart-link";
import { MobileAccountLinks } from "./account-controls";
import { isNavGroup, mainNavigation } from "./navigation";

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The side menu under 1280 px: a modal <dialog> sliding in from the right over a
 * backdrop. The browser keeps focus inside and closes it on Escape; while it is open the
 * page behind does not scroll.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      aria-label="Menü"
      className="slide-in fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[88vw] overflow-y-auto bg-white p-0 shadow-raised backdrop:bg-ink/50"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <div className="flex min-h-full flex-col gap-4 p-5">
        <div className="flex items-center justify-between">
          <span className="text-lg font-semibold text-ink">Menü</span>
          <button
            type="button"
            className="rounded-control p-2 text-ink hover:bg-brand-50"
            onClick={onClose}
            aria-label="Menü schließen"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Hauptmenü mobil">
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((item) => {
              if (!isNavGroup(item)) {
                return (
                  <li key={item.to}>
                    <RouterNavLink
                      to={item.to}
                      end
                      onClick={onClose}
                      className="block rounded-control px-3 py-3 font-medium text-ink hover:bg-brand-50"
                    >
                      {item.label}
                    </RouterNavLink>
                  </li>
                );
              }
              const expanded = openGroup === item.id;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className="flex w-full items-center justify-between rounded-control px-3 py-3 text-left font-medium text-ink hover:bg-brand-50"
                    aria-expanded={expanded}
                    aria-controls={`mobile-submenu-${item.id}`}
                    onClick={() => setOpenGroup(expanded ? null : item.id)}
                  >
                    {item.label}
                    <ChevronDownIcon
                      className={`transition-transform ${expanded ? "rotate-180" : ""}`}
                    />
                  </button>
                  <ul
                    id={`mobile-submenu-${item.id}`}
                    hidden={!expanded}
                    className="ml-3 border-l border-line pl-3"
                  >
                    {item.links.map((link) => (
                      <li key={link.to}>
                        <SmartLink
                          to={link.to}
                          external={link.external}
                          onClick={onClose}
                          className="block rounded-control px-3 py-2 text-ink hover:bg-brand-50"
                        >
                          {link.label}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <MobileAccountLinks onClose={onClose} />
      </div>
    </dialog>
  );
}
