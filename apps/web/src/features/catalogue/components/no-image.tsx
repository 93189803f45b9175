import { ImageOff } from "lucide-react";
import { cn } from "@/lib/utils";

export function NoImage({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        "flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-muted text-muted-foreground",
        className,
      )}
    >
      <ImageOff className="size-8 opacity-70" aria-hidden="true" />
      <span className="text-sm font-medium">No Image Available</span>
    </div>
  );
}
