import { NavLink } from "@/components/link";
import { cn } from "@/lib/utils";
import { NavBadgeLabel } from "./nav-badge";
import type { NavItem } from "./nav-items";

type NavLinkListProps = {
  items: NavItem[];
  className: string;
  linkClassName: string;
  activeLinkClassName: string;
  /** The toggle menu shows the longer mobile labels. */
  mobile?: boolean;
  onNavigate?: () => void;
};

/** The header's links, as a row on wide screens or a column in the mobile menu. */
export function NavLinkList({
  items,
  className,
  linkClassName,
  activeLinkClassName,
  mobile = false,
  onNavigate,
}: NavLinkListProps) {
  return (
    <ul className={className}>
      {items.map((item) => {
        const label = mobile ? (item.mobileLabel ?? item.label) : item.label;
        return (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) => cn(linkClassName, isActive && activeLinkClassName)}
            >
              {item.badge ? <NavBadgeLabel kind={item.badge} label={label} /> : label}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
