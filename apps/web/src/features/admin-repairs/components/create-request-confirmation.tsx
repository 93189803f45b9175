import {
  customerPickerLabel,
  type AdminRepairRequestValues,
  type CustomerPickerItem,
  type NoRepairProductRecord,
} from "@lo/domain";
import { useEffect, useRef } from "react";
import { SMALL_HEADING } from "@/components/eyebrow";
import { Link } from "@/components/link";
import { Button } from "@/components/ui/button";
import { LabelledValue } from "@/components/ui/labelled-value";
import { ConfirmCreateButtons } from "@/components/repair-request-form/confirm-create-buttons";
import { ConfirmRequestHeading } from "@/components/repair-request-form/confirm-request-heading";

const SUMMARY_BOX = "rounded-lg bg-muted/60 p-4";
const SUMMARY_VALUE = "mt-1 font-medium break-words";

type CreateRequestConfirmationProps = {
  customer: CustomerPickerItem;
  values: AdminRepairRequestValues;
  products: NoRepairProductRecord[];
  creating: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Step 2: what will be created, for whom (docs/requirements.md §2); a failure stays here (§4). */
export function CreateRequestConfirmation({
  customer,
  values,
  products,
  creating,
  onConfirm,
  onCancel,
}: CreateRequestConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const bySerial = new Map(products.map((product) => [product.serialno, product]));

  return (
    <section
      aria-labelledby="confirm-heading"
      className="flex flex-col gap-6 rounded-lg border border-border bg-card p-5 shadow-card sm:p-8"
    >
      <div>
        <ConfirmRequestHeading headingRef={heading} />
        <p className="mt-1 text-sm text-muted-foreground">
          Please check the details below before creating the request.
        </p>
      </div>

      <dl className="grid gap-4 sm:grid-cols-2">
        <LabelledValue label="Customer" className={SUMMARY_BOX} valueClassName={SUMMARY_VALUE}>
          {customerPickerLabel(customer)}
        </LabelledValue>
        <LabelledValue
          label="Current Location"
          className={SUMMARY_BOX}
          valueClassName={SUMMARY_VALUE}
        >
          {values.currentLocation}
        </LabelledValue>
      </dl>

      <div>
        <h3 className={SMALL_HEADING}>Products ({values.products.length})</h3>
        <ul className="mt-3 flex flex-col gap-3">
          {values.products.map((block) => {
            const product = bySerial.get(block.productId);
            return (
              <li key={block.productId} className="rounded-lg border border-border p-4">
                <p className="font-medium">{product?.productTypeName ?? "Product"}</p>
                <p className="text-sm text-muted-foreground">
                  Serial number: <span className="serial">{block.productId}</span>
                </p>
                <p className="mt-2 text-sm break-words whitespace-pre-line">
                  <span className="font-medium">Problem: </span>
                  {block.problemDescription}
                </p>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button asChild variant="ghost">
          <Link to="/admin/requests">Back to Repair Requests</Link>
        </Button>
        <ConfirmCreateButtons
          className="flex flex-col-reverse gap-2 sm:flex-row"
          creating={creating}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      </div>
    </section>
  );
}
