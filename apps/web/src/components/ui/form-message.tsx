import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

type FormMessageProps = Omit<ComponentProps<"div">, "children"> & {
  /** One message, or several (each shown on its own line, e.g. every broken password rule). */
  messages?: string | readonly string[] | undefined;
};

/** The error text under a field; give it an id and point the field's aria-describedby at it. */
export function FormMessage({ messages, className, ...props }: FormMessageProps) {
  const list = (typeof messages === "string" ? [messages] : (messages ?? [])).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <div
      data-slot="form-message"
      role="alert"
      className={cn("text-sm font-medium text-destructive", className)}
      {...props}
    >
      {list.length === 1 ? (
        <p>{list[0]}</p>
      ) : (
        <ul className="list-disc space-y-0.5 pl-5">
          {list.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
