import { BUSINESS_INFO } from "@lo/domain";
import { Archive } from "lucide-react";
import { ConfirmedDownloadLink } from "@/components/confirmed-download-link";
import { buildUrl } from "@/lib/api-client";
import { AccountSection } from "./account-section";

/**
 * A customer's right to their data (decision 089): one archive of everything the workshop
 * holds about them, after they confirm it is them. Being forgotten is asked of the workshop,
 * which keeps the pieces' history without their name.
 */
export function YourDataSection() {
  return (
    <AccountSection
      icon={Archive}
      title="Your data"
      description="Everything we hold about you: your details, your pieces, your repairs with the notes and photos you can see, and the mails we sent you."
    >
      <div className="flex flex-col gap-4">
        <ConfirmedDownloadLink href={buildUrl("/account/data-export")}>
          Download my data
        </ConfirmedDownloadLink>
        <p className="text-sm text-muted-foreground">
          A ZIP file of plain JSON files and your photos. To have your account forgotten, write to
          us at{" "}
          <a
            className="font-medium text-foreground underline underline-offset-4"
            href={`mailto:${BUSINESS_INFO.email}`}
          >
            {BUSINESS_INFO.email}
          </a>
          : we remove your name and contact details and keep your pieces&apos; repair history
          without them.
        </p>
      </div>
    </AccountSection>
  );
}
