import type { AccountSession } from "@lo/domain";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { useEndOtherSessions, useEndSession, useSessions } from "../api";
import { AccountSection } from "./account-section";
import { SectionNotice, type Notice } from "./section-notice";
import { SectionWait } from "./section-wait";
import { SessionItem } from "./session-item";

const FAILED = "That did not work. Please try again.";

/** After a session left the list its End button is gone: the keyboard goes on from the list. */
function focusIfLost(list: HTMLElement | null) {
  const active = document.activeElement;
  if (list && (!active || active === document.body)) list.focus();
}

/**
 * 'Devices' (decision 084): every session of the person, this device marked, each with End
 * (this one only after a confirmation, as it signs out here), and 'End all others'.
 */
export function SessionsSection({ idnumber }: { idnumber: string }) {
  const sessions = useSessions(idnumber);
  const end = useEndSession(idnumber);
  const endOthers = useEndOtherSessions(idnumber);
  const { signedOut } = useSession();
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState<AccountSession | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const busy = end.isPending || endOthers.isPending;

  const failed = (error: Error) =>
    setNotice({ kind: "error", text: serverMessageOr(error, FAILED) });
  const endSession = (session: AccountSession) => {
    setNotice(null);
    end.mutate(session, {
      onSuccess: ({ message }) => {
        if (session.current) {
          setConfirming(null);
          signedOut();
          return;
        }
        setNotice({ kind: "status", text: message });
        focusIfLost(list.current);
      },
      onError: (error) => {
        setConfirming(null);
        failed(error);
        // The session may have ended elsewhere already: show the list as it is now.
        void sessions.refetch();
      },
    });
  };
  const onEnd = (session: AccountSession) =>
    session.current ? setConfirming(session) : endSession(session);
  const onEndOthers = () => {
    setNotice(null);
    endOthers.mutate(undefined, {
      onSuccess: ({ message }) => setNotice({ kind: "status", text: message }),
      onError: failed,
    });
  };

  return (
    <AccountSection
      icon={MonitorSmartphone}
      title="Devices"
      description="Where you are signed in. End a session you do not recognise, or one on a phone you lost or a computer you shared."
    >
      {sessions.isSuccess ? (
        <ul
          ref={list}
          tabIndex={-1}
          aria-label="Your sessions"
          className="divide-y divide-border outline-none"
        >
          {sessions.data.sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              ending={end.isPending ? end.variables.id : null}
              busy={busy}
              onEnd={onEnd}
            />
          ))}
        </ul>
      ) : (
        <SectionWait
          query={sessions}
          loading="Loading your sessions..."
          failed="Your sessions could not be loaded."
        />
      )}
      <div className="mt-6 border-t border-border pt-5">
        <Button variant="outline" onClick={onEndOthers} disabled={busy}>
          {endOthers.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
          End all others
        </Button>
        <p className="mt-2 text-sm text-muted-foreground">Signs you out everywhere but here.</p>
      </div>
      <SectionNotice notice={notice} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !end.isPending) setConfirming(null);
        }}
        title="End this session?"
        description="This device will be signed out, and you will have to sign in again here."
        confirmLabel="End and sign out"
        destructive
        pending={end.isPending}
        onConfirm={() => {
          if (confirming) endSession(confirming);
        }}
      />
    </AccountSection>
  );
}
