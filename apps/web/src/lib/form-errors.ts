import type { FieldError } from "react-hook-form";
import { isApiError } from "./api-client";

/**
 * Every message of a field error. With `criteriaMode: "all"` react-hook-form keeps one entry
 * per failed check in `types` (several checks of one kind arrive as an array).
 */
export function fieldErrorMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const collected = Object.values(error.types ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : [value],
  );
  const messages = collected.filter((value): value is string => typeof value === "string");
  const all = messages.length > 0 ? messages : error.message ? [error.message] : [];
  return [...new Set(all)];
}

/** A form's fields a server issue may land on: by the same name, or a server name to a field. */
export type ServerFields<Name extends string> =
  readonly Name[] | Readonly<Partial<Record<string, Name>>>;

/**
 * Puts a 400's per-field issues on the form's fields (docs/design.md §6: server validation errors
 * land on the form). Returns true when at least one issue matched a field of this form.
 */
export function applyServerIssues<Name extends string>(
  error: unknown,
  fields: ServerFields<Name>,
  setError: (field: Name, error: { type: "server"; message: string }) => void,
): boolean {
  if (!isApiError(error) || !error.issues) return false;
  let applied = false;
  for (const issue of error.issues) {
    const field = Array.isArray(fields)
      ? (fields as readonly Name[]).find((name) => name === issue.path)
      : (fields as Partial<Record<string, Name>>)[issue.path];
    if (field) {
      setError(field, { type: "server", message: issue.message });
      applied = true;
    }
  }
  return applied;
}
