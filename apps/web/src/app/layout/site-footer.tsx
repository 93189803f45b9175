import { Clock, LogOut, MapPin } from "lucide-react";
import { Link } from "@/components/link";
import { AddressLines, WorkshopContacts } from "@/components/workshop-address";
import { BUSINESS_INFO } from "@/lib/business-info";
import { useSession } from "@/lib/session";
import { BrandLink } from "./brand-link";
import { footerLinksFor } from "./nav-items";

const headingClass = "mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-brass uppercase";
const linkClass =
  "inline-flex min-h-9 items-center rounded-sm text-[#e4d7c4] underline-offset-4 transition-colors hover:text-white hover:underline";

export function SiteFooter() {
  const { user, logout } = useSession();
  const links = footerLinksFor(user);
  const { hours, webDeveloper, copyrightYear, name } = BUSINESS_INFO;

  return (
    <footer className="mt-auto bg-espresso text-[#e4d7c4]">
      <div className="stitch-divider opacity-60" aria-hidden="true" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_1fr_1.2fr_1.2fr]">
        <div className="max-w-xs">
          <BrandLink tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-[#cdbda7]">
            Belts, bags and wallets cut and stitched by hand, and repaired by the same hands for as
            long as you own them.
          </p>
        </div>

        <nav aria-label="Footer">
          <h2 className={headingClass}>Quick links</h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            {user ? (
              <li>
                <button
                  type="button"
                  onClick={() => void logout()}
                  className={`${linkClass} cursor-pointer gap-1.5`}
                >
                  <LogOut className="size-3.5" aria-hidden="true" />
                  Logout
                </button>
              </li>
            ) : null}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>Visit the workshop</h2>
          <address className="flex gap-2.5 text-sm leading-relaxed not-italic">
            <MapPin className="mt-0.5 size-4 shrink-0 text-brass" aria-hidden="true" />
            <span>
              <AddressLines />
            </span>
          </address>
          <h2 className={`${headingClass} mt-7`}>Workshop hours</h2>
          <dl className="space-y-1.5 text-sm">
            {hours.map((entry) => (
              <div key={entry.days} className="flex gap-2.5">
                <Clock className="mt-0.5 size-4 shrink-0 text-brass" aria-hidden="true" />
                <dt className="font-medium text-[#f3ead9]">{entry.days}:</dt>
                <dd>{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <h2 className={headingClass}>Get in touch</h2>
          <WorkshopContacts
            className="space-y-1 text-sm"
            iconClassName="text-brass"
            linkClassName={linkClass}
            phoneLabel="screen-reader"
          />
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-[#cdbda7] sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {copyrightYear} {name}. All rights reserved.
          </p>
          <p>
            Website crafted by{" "}
            {webDeveloper.url ? (
              <a href={webDeveloper.url} className="underline underline-offset-4 hover:text-white">
                {webDeveloper.name}
              </a>
            ) : (
              <span className="font-medium text-[#e4d7c4]">{webDeveloper.name}</span>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
