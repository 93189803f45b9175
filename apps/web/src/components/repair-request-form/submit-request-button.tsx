import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The request form's submit button, the same on the customer's and the workshop's page. */
export function SubmitRequestButton() {
  return (
    <Button type="submit">
      <Send aria-hidden="true" />
      Submit Request
    </Button>
  );
}
