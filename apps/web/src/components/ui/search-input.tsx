import { Search, X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { LabelledControl } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type SearchInputProps = Omit<ComponentProps<"input">, "type" | "value" | "onChange"> & {
  /** The visible label over the field. */
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Classes of the wrapper holding label, field and anything under it (its place in a layout). */
  containerClassName?: string;
  /** A narrower start padding, the magnifier moved in line with it (the admin lists). */
  compact?: boolean;
  /** Shows a "Clear search" button inside the field while it holds text; it empties the field. */
  clearable?: boolean;
  /** Where that button sits and how it looks on hover. */
  clearButtonClassName?: string;
  /** Under the field, inside the wrapper: e.g. a hint the input is described by. */
  children?: ReactNode;
};

/**
 * A labelled search field with a magnifier icon at its start. Every other prop (placeholder,
 * className, aria-*) goes to the input; without an id, one is made.
 */
export function SearchInput({
  label,
  value,
  onValueChange,
  containerClassName,
  compact = false,
  clearable = false,
  clearButtonClassName,
  children,
  id,
  className,
  ...props
}: SearchInputProps) {
  return (
    <LabelledControl label={label} id={id} className={containerClassName}>
      {(inputId) => (
        <>
          <div className="relative">
            <Search
              className={cn(
                "pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground",
                compact && "left-3",
              )}
              aria-hidden="true"
            />
            <Input
              id={inputId}
              type="search"
              className={cn(
                "pl-10",
                // The browser's own clear cross would stand beside ours.
                clearable && "pr-11 [&::-webkit-search-cancel-button]:hidden",
                compact && "pl-9",
                className,
              )}
              value={value}
              onChange={(event) => onValueChange(event.target.value)}
              {...props}
            />
            {clearable && value ? (
              <button
                type="button"
                onClick={() => onValueChange("")}
                aria-label="Clear search"
                className={cn(
                  "absolute flex cursor-pointer items-center justify-center text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                  clearButtonClassName,
                )}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            ) : null}
          </div>
          {children}
        </>
      )}
    </LabelledControl>
  );
}
