/** What a section's last action came to: its message said politely, or a failure as an alert. */
export type Notice = { kind: "status" | "error"; text: string } | null;

/**
 * The live region under an account section: always there (so a screen reader hears what
 * comes into it), with an alert beside it for a failure.
 */
export function SectionNotice({ notice }: { notice: Notice }) {
  return (
    <>
      <p role="status" className="mt-3 text-sm font-medium empty:mt-0">
        {notice?.kind === "status" ? notice.text : null}
      </p>
      {notice?.kind === "error" ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {notice.text}
        </p>
      ) : null}
    </>
  );
}
