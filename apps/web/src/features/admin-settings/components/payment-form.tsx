import { parseRand, paymentSettingsSchema, type PaymentSettings } from "@lo/domain";
import { z } from "zod";
import { Form, TextField, useSchemaForm } from "@/components/form/form";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { toast } from "@/components/ui/toast";
import { useSavePaymentSettings } from "../api";
import { priceText } from "./price-list-values";

const SAVE_FAILED = "The payment settings could not be saved. Please try again.";

/** What the form holds: every field as typed, the fees in rand. */
type PaymentValues = Record<keyof PaymentSettings, string>;

const PAYMENT_FIELDS = [
  "bankName",
  "accountHolder",
  "accountNumber",
  "branchCode",
  "assessmentFeeCents",
  "returnPostageFeeCents",
] as const satisfies readonly (keyof PaymentSettings)[];

const toForm = (settings: PaymentSettings): PaymentValues => ({
  bankName: settings.bankName ?? "",
  accountHolder: settings.accountHolder ?? "",
  accountNumber: settings.accountNumber ?? "",
  branchCode: settings.branchCode ?? "",
  assessmentFeeCents:
    settings.assessmentFeeCents === null ? "" : priceText(settings.assessmentFeeCents),
  returnPostageFeeCents:
    settings.returnPostageFeeCents === null ? "" : priceText(settings.returnPostageFeeCents),
});

/** A fee as typed: empty is none, an amount in rand its cents; anything else stays text. */
const feeOf = (typed: string) => (typed.trim() === "" ? null : (parseRand(typed) ?? typed));

// The domain's schema checks the payload: a fee that is not an amount in rand stays text,
// which the schema refuses with PAYMENT_SETTINGS_MESSAGES.fee.
const paymentFormSchema = z.preprocess((values) => {
  const typed = values as PaymentValues;
  return {
    ...typed,
    assessmentFeeCents: feeOf(typed.assessmentFeeCents),
    returnPostageFeeCents: feeOf(typed.returnPostageFeeCents),
  };
}, paymentSettingsSchema);

const LEGEND = "text-sm font-semibold";

/** The bank details customers pay into, and the standard fees, saved together. */
export function PaymentForm({ settings }: { settings: PaymentSettings }) {
  const save = useSavePaymentSettings();
  const form = useSchemaForm<PaymentValues, PaymentSettings>(paymentFormSchema, {
    defaultValues: toForm(settings),
  });
  const { setError, reset } = form;

  const onSubmit = (values: PaymentSettings) => {
    save.mutate(values, {
      onSuccess: ({ message, ...saved }) => {
        toast.success(message);
        reset(toForm(saved));
      },
      onError: onSaveError(PAYMENT_FIELDS, setError, SAVE_FAILED),
    });
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Payment" className="flex flex-col gap-6">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={`${LEGEND} mb-3`}>Bank details</legend>
        <TextField
          name="accountHolder"
          id="payment-account-holder"
          label="Account holder"
          autoComplete="off"
        />
        <TextField name="bankName" id="payment-bank-name" label="Bank" autoComplete="off" />
        <TextField
          name="accountNumber"
          id="payment-account-number"
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          description="6 to 16 digits."
          inputClassName="max-w-60"
        />
        <TextField
          name="branchCode"
          id="payment-branch-code"
          label="Branch code"
          inputMode="numeric"
          autoComplete="off"
          description="6 digits."
          inputClassName="max-w-40"
        />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={`${LEGEND} mb-3`}>Standard fees, VAT included</legend>
        <TextField
          name="assessmentFeeCents"
          id="payment-assessment-fee"
          label="Assessment fee (R)"
          inputMode="decimal"
          autoComplete="off"
          description="Leave empty for none."
          inputClassName="max-w-40"
        />
        <TextField
          name="returnPostageFeeCents"
          id="payment-return-postage-fee"
          label="Return postage (R)"
          inputMode="decimal"
          autoComplete="off"
          description="Leave empty for none."
          inputClassName="max-w-40"
        />
      </fieldset>
      <div>
        <SubmitButton pending={save.isPending}>Save payment settings</SubmitButton>
      </div>
    </Form>
  );
}
