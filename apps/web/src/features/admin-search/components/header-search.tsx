import { useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { searchHref } from "@/lib/admin-links";
import { cn } from "@/lib/utils";
import { directHref, searchQueryOptions } from "../api";

type HeaderSearchProps = {
  /** Classes of the form (its width in the header or the menu). */
  className?: string;
  /** The hint in the empty box (the header row has room for a short one only). */
  placeholder?: string;
  /** Called once the search has led somewhere (the menu closes). */
  onNavigate?: () => void;
};

/**
 * The admin header's one search box. Enter asks the server: a query that names exactly one
 * thing (a whole serial number, a request id, an ID number, an e-mail, a phone) goes straight
 * to it; anything else opens the results page. If the search fails, the results page shows
 * the error and Try again.
 */
export default function HeaderSearch({
  className,
  placeholder = "Serial, request, ID, phone, name…",
  onNavigate,
}: HeaderSearchProps) {
  const [value, setValue] = useState("");
  const [pending, setPending] = useState(false);
  // Read at the moment of Enter, not from the last render: a search typed while the page that
  // the previous one opened is still rendering must not be lost.
  const input = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = (input.current?.value ?? value).trim();
    if (q === "" || busy.current) return;
    busy.current = true;
    setPending(true);
    let to = searchHref(q);
    try {
      const answer = await queryClient.fetchQuery(searchQueryOptions(q));
      if (answer.direct) to = directHref(answer.direct);
    } catch {
      // The results page asks again and says what went wrong.
    }
    busy.current = false;
    setPending(false);
    setValue("");
    onNavigate?.();
    void navigate(to);
  };

  return (
    <form role="search" onSubmit={submit} className={cn("relative", className)}>
      <label htmlFor={inputId} className="sr-only">
        Search items, requests and customers
      </label>
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
        {pending ? (
          <Spinner className="size-4" />
        ) : (
          <Search className="size-4" aria-hidden="true" />
        )}
      </span>
      <input
        ref={input}
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-busy={pending || undefined}
        className="h-10 w-full min-w-0 rounded-lg border border-input bg-card pr-3 pl-9 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 hover:border-brass/70 focus-visible:border-brass focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
    </form>
  );
}
