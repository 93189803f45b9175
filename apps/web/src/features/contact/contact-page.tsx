import { PUBLIC_PAGE_NAMES } from "@lo/domain";
import { useSearchParams } from "react-router";
import { Eyebrow } from "@/components/eyebrow";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ContactDetails } from "./components/contact-details";
import { ContactForm } from "./components/contact-form";

export default function ContactPage() {
  useDocumentTitle(PUBLIC_PAGE_NAMES.contact);
  const [searchParams] = useSearchParams();
  // The product dialog links here with ?product=<name> to start the question for the visitor.
  const product = searchParams.get("product")?.slice(0, 80);

  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
      <header className="max-w-2xl">
        <Eyebrow>Get in touch</Eyebrow>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Contact Us</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Questions about a piece, a custom commission or a repair? Write to us and one of the
          makers will answer — usually within a working day.
        </p>
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <ContactForm
          initialMessage={product ? `Hello, I would like to ask about the ${product}.` : ""}
        />
        <ContactDetails />
      </div>
    </div>
  );
}
