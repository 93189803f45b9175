import { ACCOUNT_MESSAGES } from "@lo/domain";
import { Bell } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useNotificationSettings, useSaveNotificationSettings } from "../api";
import { AccountSection } from "./account-section";
import { SectionWait } from "./section-wait";
import { StatusMailsChoice } from "./status-mails-choice";

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

/** 'Notifications': the status-mail switch (its own call, loaded apart from the details). */
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
