import { LogOut, MonitorSmartphone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/api-client";
import { useEndOtherSessions } from "../api";
import { AccountSection } from "./account-section";

/** 'Devices': sign out everywhere but here (a lost phone, a shared computer). */
export function DevicesSection() {
  const endOthers = useEndOtherSessions();
  return (
    <AccountSection
      icon={MonitorSmartphone}
      title="Devices"
      description="Signed in on a phone you lost or a computer you shared? Sign out there from here; this device stays signed in."
    >
      <Button variant="outline" onClick={() => endOthers.mutate()} disabled={endOthers.isPending}>
        {endOthers.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
        Sign out of every other device
      </Button>
      <p role="status" className="mt-3 text-sm">
        {endOthers.isSuccess ? endOthers.data.message : null}
      </p>
      {endOthers.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {serverMessageOr(endOthers.error, "That did not work. Please try again.")}
        </p>
      ) : null}
    </AccountSection>
  );
}
