import { toast } from "sonner";
import { needToaster } from "@/lib/toaster-demand";

// Importing toasts is what asks the layout to mount the Toaster (see lib/toaster-demand.ts).
needToaster();

export { toast };
