import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

type AccountSectionProps = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Beside the title, e.g. the Edit button. */
  action?: ReactNode;
  children: ReactNode;
};

/** One section of the account page: a card named by its heading, so it is a landmark. */
export function AccountSection({
  icon: Icon,
  title,
  description,
  action,
  children,
}: AccountSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="flex flex-col gap-1.5">
            <h2
              id={headingId}
              className="flex items-center gap-2 text-xl leading-tight font-semibold"
            >
              <Icon className="size-5 text-brass-deep" aria-hidden="true" />
              {title}
            </h2>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
