/**
 * An address shown partly ('th***@ex***.com'), for a mail to someone who may not be the
 * person who typed it: enough for the owner to recognise it, not enough to harvest it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const suffix = dot > 0 ? domain.slice(dot) : "";
  const keep = (part: string, count: number) => `${[...part].slice(0, count).join("")}***`;
  return `${keep(local, local.length > 3 ? 2 : 1)}@${keep(host, host.length > 3 ? 2 : 1)}${suffix}`;
}
