import { ACCOUNT_MESSAGES, type NotificationSettings } from "@lo/domain";
import { Bell } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useNotificationSettings, useSaveNotificationSettings } from "../api";
import { AccountSection } from "./account-section";
import { SectionWait } from "./section-wait";
import { SignInMailsChoice, StatusMailsChoice } from "./status-mails-choice";

function EmailChoices({ idnumber }: { idnumber: string }) {
  const settings = useNotificationSettings(idnumber);
  const save = useSaveNotificationSettings(idnumber);

  if (!settings.isSuccess) {
    return (
      <SectionWait
        query={settings}
        loading="Loading your choices..."
        failed="Your e-mail choices could not be loaded."
      />
    );
  }
  const shown =
    save.isPending && save.variables ? { ...settings.data, ...save.variables } : settings.data;
  const change = (next: NotificationSettings, said: string) =>
    save.mutate(next, {
      onSuccess: () => toast.success(said),
      onError: (error) =>
        toast.error(serverMessageOr(error, "Your choice could not be saved. Please try again.")),
    });
  return (
    <div className="flex flex-col gap-6">
      <StatusMailsChoice
        checked={shown.statusMails}
        disabled={save.isPending}
        onChange={(statusMails) =>
          change(
            { statusMails },
            statusMails ? ACCOUNT_MESSAGES.statusMailsOn : ACCOUNT_MESSAGES.statusMailsOff,
          )
        }
      />
      <SignInMailsChoice
        checked={shown.signInMails ?? true}
        disabled={save.isPending}
        onChange={(signInMails) =>
          change(
            { statusMails: settings.data.statusMails, signInMails },
            signInMails ? ACCOUNT_MESSAGES.signInMailsOn : ACCOUNT_MESSAGES.signInMailsOff,
          )
        }
      />
    </div>
  );
}

/**
 * 'Notifications': the status mails' switch and the new-device sign-in mail's (their own call,
 * loaded apart from the details).
 */
export function NotificationsSection({ idnumber }: { idnumber: string }) {
  return (
    <AccountSection
      icon={Bell}
      title="Notifications"
      description="We always confirm a new repair request by e-mail, with its tracking link."
    >
      <EmailChoices idnumber={idnumber} />
    </AccountSection>
  );
}
