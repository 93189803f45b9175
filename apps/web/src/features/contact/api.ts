import { useMutation } from "@tanstack/react-query";
import type { contactSchema } from "@lo/domain";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export type ContactMessage = z.infer<typeof contactSchema>;

export function sendContactMessage(message: ContactMessage) {
  return api.post<{ message: string }>("/users/contact-form", message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
