/** Recovery codes as they are shown, once: two columns of monospaced codes, never broken. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <ol
      aria-label="Your recovery codes"
      className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border border-border bg-muted/40 p-4 font-mono text-sm whitespace-nowrap"
    >
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ol>
  );
}
