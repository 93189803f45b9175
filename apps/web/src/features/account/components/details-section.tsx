import { formatAddress, type AccountDetails } from "@lo/domain";
import { Pencil, UserRound } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { LabelledValue } from "@/components/ui/labelled-value";
import { AccountSection } from "./account-section";
import { DetailsForm } from "./details-form";

function DetailsView({ details }: { details: AccountDetails }) {
  const address = formatAddress({
    street: details.address,
    city: details.city,
    province: details.province,
    postalCode: details.postalcode,
    country: details.country,
    isSouthAfrican: details.issouthafrican,
  });
  const value = "mt-1 font-medium break-words";
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <LabelledValue label="Name" valueClassName={value}>
        {details.name} {details.surname}
      </LabelledValue>
      <LabelledValue label="ID number" valueClassName={value}>
        {details.idnumber}
        <span className="mt-0.5 block text-sm font-normal text-muted-foreground">
          Only the workshop can change it.
        </span>
      </LabelledValue>
      <LabelledValue label="Contact number" valueClassName={value}>
        {details.cellphone ?? <span className="text-muted-foreground">Not given</span>}
      </LabelledValue>
      <LabelledValue label="Address" valueClassName={value}>
        {address || <span className="text-muted-foreground">Not given</span>}
      </LabelledValue>
    </dl>
  );
}

/** 'Your details': what the workshop knows of the customer, and Edit. */
export function DetailsSection({ details }: { details: AccountDetails }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const done = () => {
    setEditing(false);
    // Back where the person started, once the button is there again.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <AccountSection
      icon={UserRound}
      title="Your details"
      description="How we address you, and where we reach you and send your pieces."
      action={
        editing ? null : (
          <Button
            ref={editButton}
            variant="outline"
            size="sm"
            aria-label="Edit your details"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <DetailsForm details={details} onDone={done} />
      ) : (
        <DetailsView details={details} />
      )}
    </AccountSection>
  );
}
