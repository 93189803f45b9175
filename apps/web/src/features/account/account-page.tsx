import { PageHeader } from "@/components/page-header";
import { isAdmin, useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAccount } from "./api";
import { DetailsSection } from "./components/details-section";
import { EmailSection } from "./components/email-section";
import { NotificationsSection } from "./components/notifications-section";
import { PasskeysSection } from "./components/passkeys-section";
import { PasswordSection } from "./components/password-section";
import { SectionWait } from "./components/section-wait";
import { SessionsSection } from "./components/sessions-section";
import { TwoStepSection } from "./components/two-step-section";
import { YourDataSection } from "./components/your-data-section";

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
 * /account, for everyone signed in. A customer's (decision 062): their details with Edit, the
 * e-mail they sign in with (a new one waits for confirmation from that address), the
 * status-mail choice, a new password given the current one, and their sessions (decision 084).
 * Last, their data to download (decision 089). An admin's: the password, two-step sign-in (decision 087) and the sessions. Everyone's:
 * passkeys (decision 086).
 */
export default function AccountPage() {
  useDocumentTitle("My Account");
  const { user } = useSession();
  if (!user) return null;
  const customer = !isAdmin(user);
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Your account"
        title="My Account"
        description={
          customer
            ? "Your details, how we reach you, and how you sign in."
            : "How you sign in, and where you are signed in."
        }
      />
      <div className="mt-10 flex flex-col gap-6">
        {customer ? (
          <>
            <DetailSections idnumber={user.idnumber} />
            <NotificationsSection idnumber={user.idnumber} />
          </>
        ) : null}
        <PasswordSection idnumber={user.idnumber} person={user} />
        {customer ? null : <TwoStepSection idnumber={user.idnumber} />}
        <PasskeysSection idnumber={user.idnumber} />
        <SessionsSection idnumber={user.idnumber} />
        {customer ? <YourDataSection /> : null}
      </div>
    </div>
  );
}
