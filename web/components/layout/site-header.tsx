import { useEffect, useRef, useState } from "react";
import { NavLink as RouterNavLink, useLocation } from "react-router";
import { pendingCodeProps, useHydrated } from "../../lib/use-hydrated";
import { ChevronDownIcon, MenuIcon } from "../ui/icons";
import { SmartLink } from "../ui/smart-link";
import { AccountControls } from "./account-controls";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { isNavGroup, mainNavigation, type NavGroup } from "./navigation";

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-control px-3 py-2 font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 ${isActive ? "text-brand-700" : "text-ink"}`;

/**
 * Fixed header. From 1280 px a menu bar whose groups open one at a time; below that
 * (where the bar and the account buttons do not fit side by side) a button opens the
 * slide-in side menu.
 */
export function SiteHeader() {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const hydrated = useHydrated();
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // Any navigation closes what was open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => {
    setOpenGroup(null);
    setMobileOpen(false);
  }, [pathname]);

  // A click outside the menu bar closes the open submenu.
  useEffect(() => {
    if (!openGroup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openGroup]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-line bg-white">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav ref={navRef} aria-label="Hauptmenü" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) =>
              isNavGroup(item) ? (
                <DesktopGroup
                  key={item.id}
                  group={item}
                  open={openGroup === item.id}
                  ready={hydrated}
                  onToggle={() => setOpenGroup((current) => (current === item.id ? null : item.id))}
                  onClose={() => setOpenGroup(null)}
                />
              ) : (
                <li key={item.to}>
                  <RouterNavLink to={item.to} end className={topLinkClass}>
                    {item.label}
                  </RouterNavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <AccountControls />
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-control border border-line px-3 py-2 font-medium xl:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            // The menu opens by script: a tap before React has taken over is kept and
            // repeated (pendingCodeProps).
            {...pendingCodeProps(hydrated)}
            onClick={() => setMobileOpen(true)}
          >
            <MenuIcon />
            <span>Menü</span>
          </button>
        </div>
      </div>
      <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </header>
  );
}

interface DesktopGroupProps {
  group: NavGroup;
  open: boolean;
  /** False until React has taken over the page: the submenu opens by script. */
  ready: boolean;
  onToggle: () => void;
  onClose: () => void;
}

function DesktopGroup({ group, open, ready, onToggle, onClose }: DesktopGroupProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const submenuId = `submenu-${group.id}`;
  return (
    <li
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          onClose();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex items-center gap-1 rounded-control px-3 py-2 font-medium text-ink transition-colors hover:bg-brand-50 hover:text-brand-800"
        aria-expanded={open}
        aria-controls={submenuId}
        {...pendingCodeProps(ready)}
        onClick={onToggle}
      >
        {group.label}
        <ChevronDownIcon
          width={18}
          height={18}
          className={`transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        id={submenuId}
        hidden={!open}
        className="absolute left-0 top-full mt-2 w-80 rounded-card border border-line bg-white p-2 shadow-raised"
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <SmartLink
              to={link.to}
              external={link.external}
              onClick={onClose}
              className="block rounded-control px-3 py-2 hover:bg-brand-50"
            >
              <span className="block font-medium text-ink">{link.label}</span>
              {link.description && (
                <span className="block text-sm text-ink-muted">{link.description}</span>
              )}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
