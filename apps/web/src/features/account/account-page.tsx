import { Mail, UserRound } from "lucide-react";
import { ACCOUNT_MESSAGES } from "@lo/domain";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useSession, type SessionUser } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useNotificationSettings, useSaveNotificationSettings } from "./api";
import { StatusMailsChoice } from "./components/status-mails-choice";

function EmailChoices({ idnumber }: { idnumber: string }) {
  const settings = useNotificationSettings(idnumber);
  const save = useSaveNotificationSettings(idnumber);

  if (settings.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground">
        <Spinner />
        Loading your choices...
      </p>
    );
  }
  if (settings.isError) {
    return (
      <LoadError
        message="Your e-mail choices could not be loaded."
        onRetry={() => void settings.refetch()}
        className="items-start"
      />
    );
  }
  const onChange = (statusMails: boolean) =>
    save.mutate(
      { statusMails },
      {
        onSuccess: () =>
          toast.success(
            statusMails ? ACCOUNT_MESSAGES.statusMailsOn : ACCOUNT_MESSAGES.statusMailsOff,
          ),
        onError: (error) =>
          toast.error(serverMessageOr(error, "Your choice could not be saved. Please try again.")),
      },
    );
  return (
    <StatusMailsChoice
      checked={save.isPending ? (save.variables?.statusMails ?? false) : settings.data.statusMails}
      disabled={save.isPending}
      onChange={onChange}
    />
  );
}

function Details({ user }: { user: SessionUser }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-muted-foreground">Name</dt>
        <dd className="mt-1 font-medium">
          {user.name} {user.surname}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">E-mail</dt>
        <dd className="mt-1 font-medium break-all">{user.email}</dd>
      </div>
    </dl>
  );
}

/** /account: a customer's details and mail choices (the full account page comes later). */
export default function AccountPage() {
  useDocumentTitle("My Account");
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Your account"
        title="My Account"
        description="How we reach you about your pieces and their repairs."
      />
      <div className="mt-10 flex flex-col gap-6">
        <Card>
          <CardHeader>
            <h2 className="flex items-center gap-2 text-xl leading-tight font-semibold">
              <UserRound className="size-5 text-brass-deep" aria-hidden="true" />
              Your details
            </h2>
            <CardDescription>To change them, contact the workshop.</CardDescription>
          </CardHeader>
          <CardContent>
            <Details user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="flex items-center gap-2 text-xl leading-tight font-semibold">
              <Mail className="size-5 text-brass-deep" aria-hidden="true" />
              E-mails
            </h2>
            <CardDescription>
              We always confirm a new repair request by e-mail, with its tracking link.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <EmailChoices idnumber={user.idnumber} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
