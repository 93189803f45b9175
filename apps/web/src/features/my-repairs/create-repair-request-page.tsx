import {
  repairRequestSchema,
  toRepairCreatePayload,
  type RepairRequestInput,
  type RepairRequestValues,
} from "@lo/domain";
import { useQueryClient } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Eyebrow } from "@/components/eyebrow";
import { useSchemaForm } from "@/components/form/form";
import { Link } from "@/components/link";
import { Navigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { serverMessageOr } from "@/lib/api-client";
import { isAdmin, useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import {
  noRepairProductsQueryOptions,
  useCreateRepairRequest,
  useNoRepairProducts,
  useOwnsPieces,
} from "@/components/repair-request-form/api";
import type { ProductsState } from "@/components/repair-request-form/product-select";
import { ConfirmStep } from "./components/confirm-step";
import { CreatedStep } from "./components/created-step";
import { NoPiecesPanel } from "./components/no-pieces-panel";
import { EMPTY_REQUEST, RequestForm } from "./components/request-form";
import { RequestSteps, type RequestStep } from "./components/request-steps";

function SignedOut() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold sm:text-4xl">Create Repair Request</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Please sign in to create a repair request.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/login">
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      </Button>
    </div>
  );
}

function RequestHeader({ step }: { step: RequestStep }) {
  return (
    <header className="mt-4 flex flex-col gap-5">
      <div>
        <Eyebrow>Lifetime warranty</Eyebrow>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Create Repair Request</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Tell us which pieces need attention and what happened to them.
        </p>
      </div>
      <RequestSteps current={step} />
    </header>
  );
}

/** The repair id as created, or the requirements §8 placeholder when the server gave none. */
type CreatedRepair = { repairid: number | string; message: string | undefined };

/** 'R-' and up to five digits, for an answer without a repair id (docs/requirements.md §8). */
function placeholderRepairId(): string {
  return `R-${Math.floor(Math.random() * 100_000)}`;
}

/** requirements §2's three steps: form → confirm → created; a failed create stays on confirm. */
function CreateRepairRequest({ idnumber }: { idnumber: string }) {
  const queryClient = useQueryClient();
  const products = useNoRepairProducts(idnumber);
  const create = useCreateRepairRequest();
  const [step, setStep] = useState<RequestStep>("form");
  const [submitted, setSubmitted] = useState<RepairRequestValues | null>(null);
  const [created, setCreated] = useState<CreatedRepair | null>(null);
  const form = useSchemaForm<RepairRequestInput, RepairRequestValues>(repairRequestSchema, {
    criteriaMode: "all",
    defaultValues: EMPTY_REQUEST,
  });

  // Each step's heading takes focus when the step changes, so keyboard and screen-reader
  // users start reading where the new content begins.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (products.isError) toast.error("Error", { description: "Failed to fetch products" });
  }, [products.isError]);

  // A product that has since gone into another request can no longer be chosen.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!products.data) return;
    const available = new Set(products.data.map((product) => product.serialno));
    getValues("products").forEach((block, index) => {
      if (block.productId !== "" && !available.has(block.productId)) {
        setValue(`products.${index}.productId`, "");
      }
    });
  }, [products.data, getValues, setValue]);

  const productsState: ProductsState = products.isPending
    ? "loading"
    : products.isError
      ? "error"
      : "ready";

  // Nothing free for a new request: the form could never be sent, so it gives way to why.
  const noPieces = productsState === "ready" && (products.data ?? []).length === 0;
  const ownsPieces = useOwnsPieces(idnumber, noPieces);

  const confirm = () => {
    if (!submitted) return;
    create.mutate(toRepairCreatePayload(idnumber, submitted), {
      onSuccess: (answer) => {
        const result = { ...answer, repairid: answer.repairid ?? placeholderRepairId() };
        toast.success(result.message ?? "Repair Request Created", {
          description: `Your repair request #${result.repairid} has been submitted.`,
        });
        form.reset(EMPTY_REQUEST);
        setSubmitted(null);
        setCreated(result);
        setStep("created");
      },
      onError: (error) => {
        toast.error("Error", {
          description: serverMessageOr(error, "Failed to create repair request. Please try again."),
        });
        // Perhaps a product went into another request meanwhile: offer the current list.
        void queryClient.invalidateQueries(noRepairProductsQueryOptions(idnumber));
      },
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {step === "form" ? (
        <Button asChild variant="ghost" size="sm" className="-ml-3.5">
          <Link to="/repairs">
            <span aria-hidden="true">←</span> Back to My Repairs
          </Link>
        </Button>
      ) : null}
      <RequestHeader step={step} />

      <div className="mt-8">
        {step === "form" && noPieces ? (
          <NoPiecesPanel ownsPieces={ownsPieces} headingRef={headingRef} />
        ) : null}
        {step === "form" && !noPieces ? (
          <RequestForm
            form={form}
            products={products.data ?? []}
            productsState={productsState}
            onRetryProducts={() => void products.refetch()}
            onValid={(values) => {
              setSubmitted(values);
              setStep("confirm");
            }}
            headingRef={headingRef}
          />
        ) : null}
        {step === "confirm" && submitted ? (
          <ConfirmStep
            values={submitted}
            products={products.data ?? []}
            creating={create.isPending}
            onConfirm={confirm}
            onCancel={() => setStep("form")}
            headingRef={headingRef}
          />
        ) : null}
        {step === "created" && created ? (
          <CreatedStep repairid={created.repairid} headingRef={headingRef} />
        ) : null}
      </div>
    </div>
  );
}

export default function CreateRepairRequestPage() {
  const { user } = useSession();
  useDocumentTitle("Create Repair Request");
  if (!user) return <SignedOut />;
  // The workshop raises requests for customers on its own form.
  if (isAdmin(user)) return <Navigate to="/admin/repairs/create" replace />;
  return <CreateRepairRequest key={user.idnumber} idnumber={user.idnumber} />;
}
