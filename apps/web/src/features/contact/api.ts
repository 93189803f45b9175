import { useCallback, useState } from "react";
import type { contactSchema } from "@lo/domain";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export type ContactMessage = z.infer<typeof contactSchema>;

export function sendContactMessage(message: ContactMessage) {
  return api.post<{ message: string }>("/users/contact-form", message);
}

/**
 * The form's one call and whether it is under way. A public page, so not through TanStack
 * Query: nothing is cached, and its code would be a tenth of the page.
 */
export function useSendContactMessage() {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(async (message: ContactMessage) => {
    setPending(true);
    try {
      return await sendContactMessage(message);
    } finally {
      setPending(false);
    }
  }, []);
  return { isPending, mutateAsync };
}
