import type { NoRepairProductRecord, RepairRequestValues } from "@lo/domain";
import { Check } from "lucide-react";
import type { Ref } from "react";
import { SMALL_HEADING } from "@/components/eyebrow";
import { ConfirmCreateButtons } from "@/components/repair-request-form/confirm-create-buttons";
import { ConfirmRequestHeading } from "@/components/repair-request-form/confirm-request-heading";
import { BackToMyRepairs } from "./back-to-my-repairs";

type ConfirmStepProps = {
  values: RepairRequestValues;
  /** To name each product by its type as the picker did; a serial not in it shows alone. */
  products: readonly NoRepairProductRecord[];
  creating: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 2 (docs/requirements.md §2): what will be sent, before it is. */
export function ConfirmStep({
  values,
  products,
  creating,
  onConfirm,
  onCancel,
  headingRef,
}: ConfirmStepProps) {
  const bySerial = new Map(products.map((product) => [product.serialno, product]));
  return (
    <section
      aria-labelledby="confirm-heading"
      className="rounded-lg border border-border bg-card p-5 shadow-card sm:p-8"
    >
      <ConfirmRequestHeading headingRef={headingRef} className="sm:text-3xl" />
      <p className="mt-2 text-muted-foreground">
        Please check the details below. Nothing is sent until you confirm.
      </p>

      <dl className="mt-6">
        <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Current Location
        </dt>
        <dd className="mt-1 text-lg break-words">{values.currentLocation}</dd>
      </dl>

      <h3 className={`mt-6 ${SMALL_HEADING}`}>
        {values.products.length === 1 ? "Product" : `Products (${values.products.length})`}
      </h3>
      <ol className="mt-2 flex flex-col gap-3">
        {values.products.map((block) => {
          const product = bySerial.get(block.productId);
          return (
            <li
              key={block.productId}
              className="rounded-lg border border-border bg-background/60 p-4"
            >
              <p className="font-medium">{product?.productTypeName ?? block.productId}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                <dt className="text-muted-foreground">Serial No</dt>
                <dd className="serial min-w-0 text-xs leading-5">{block.productId}</dd>
                <dt className="text-muted-foreground">Problem</dt>
                <dd className="min-w-0 break-words whitespace-pre-line">
                  {block.problemDescription}
                </dd>
              </dl>
            </li>
          );
        })}
      </ol>

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <BackToMyRepairs variant="ghost" />
        <ConfirmCreateButtons
          className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row"
          creating={creating}
          onConfirm={onConfirm}
          onCancel={onCancel}
          idleIcon={<Check aria-hidden="true" />}
        />
      </div>
    </section>
  );
}
