import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { serverMessageOr } from "@/lib/api-client";
import { applyServerIssues } from "@/lib/form-errors";
import { usePublicForm } from "@/lib/public-form";
import { useSendContactMessage, type ContactMessage } from "../api";

const FIELDS = ["name", "email", "message"] as const;

const loadSchema = () =>
  import("@/lib/public-form-schemas").then((schemas) => schemas.contactSchema);

// Toasts (sonner) come with the answer, not with the page.
const toast = () => import("@/components/ui/toast").then((module) => module.toast);

export function ContactForm({ initialMessage = "" }: { initialMessage?: string }) {
  const send = useSendContactMessage();
  const { register, handleSubmit, reset, setError, errors } = usePublicForm<ContactMessage>(
    loadSchema,
    { name: "", email: "", message: initialMessage },
  );

  const onSubmit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        void toast().then((notify) =>
          notify.success("Message Sent!", {
            description: "Thank you for contacting us. We'll get back to you soon.",
          }),
        );
        reset({ name: "", email: "", message: "" });
      },
      (error: unknown) => {
        applyServerIssues(error, FIELDS, setError);
        void toast().then((notify) =>
          notify.error("Error", {
            description: serverMessageOr(error, "Failed to send message. Please try again."),
          }),
        );
      },
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      className="flex flex-col gap-5 rounded-lg border border-border bg-card p-6 shadow-card sm:p-8"
    >
      <div>
        <h2 className="text-2xl font-semibold">Send us a message</h2>
        <p className="mt-1 text-sm text-muted-foreground">All fields are required.</p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" messages={errors.name}>
          <Input autoComplete="name" {...register("name")} />
        </Field>
        <Field id="contact-email" label="Email" messages={errors.email}>
          <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
        </Field>
      </div>

      {/* The message box takes up whatever height the details column beside it leaves. */}
      <Field id="contact-message" label="Message" messages={errors.message} className="flex-1">
        <Textarea rows={6} className="flex-1" {...register("message")} />
      </Field>

      <Button
        type="submit"
        size="lg"
        disabled={send.isPending}
        className="w-full sm:w-auto sm:self-start"
      >
        {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        {send.isPending ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}
