import { PageHeader } from "@/components/page-header";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAccount } from "./api";
import { DetailsSection } from "./components/details-section";
import { DevicesSection } from "./components/devices-section";
import { EmailSection } from "./components/email-section";
import { NotificationsSection } from "./components/notifications-section";
import { PasswordSection } from "./components/password-section";
import { SectionWait } from "./components/section-wait";

/** The sections that need the customer's details (Your details, E-mail). */
function DetailSections({ idnumber }: { idnumber: string }) {
  const account = useAccount(idnumber);
  if (!account.isSuccess) {
    return (
      <SectionWait
        query={account}
        loading="Loading your details..."
        failed="Your details could not be loaded."
      />
    );
  }
  return (
    <>
      <DetailsSection details={account.data} />
      <EmailSection details={account.data} />
    </>
  );
}

/**
 * /account, for customers (decision 062): their details with Edit, the e-mail they sign in
 * with (a new one waits for confirmation from that address), the status-mail choice, a new
 * password given the current one, and signing out of every other device.
 */
export default function AccountPage() {
  useDocumentTitle("My Account");
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Your account"
        title="My Account"
        description="Your details, how we reach you, and how you sign in."
      />
      <div className="mt-10 flex flex-col gap-6">
        <DetailSections idnumber={user.idnumber} />
        <NotificationsSection idnumber={user.idnumber} />
        <PasswordSection idnumber={user.idnumber} person={user} />
        <DevicesSection />
      </div>
    </div>
  );
}
