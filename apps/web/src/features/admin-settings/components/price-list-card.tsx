import { usePriceList } from "../api";
import { PriceListForm } from "./price-list-form";
import { SettingsCard } from "./settings-card";

const FETCH_FAILED = "Failed to fetch the price list. Please try again.";

/** The prices quotes start from (decision 095), VAT included. */
export function PriceListCard({ className }: { className?: string }) {
  const priceList = usePriceList();
  return (
    <SettingsCard
      titleId="price-list-heading"
      title="Price list"
      intro="The repairs the workshop quotes for, each with its price as the customer pays it, VAT included. A quote starts from these and can still be changed."
      className={className}
      query={priceList}
      loadingLabel="Loading the price list..."
      failed={FETCH_FAILED}
    >
      {(list) => <PriceListForm list={list} />}
    </SettingsCard>
  );
}
