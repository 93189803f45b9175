import type { ItemPage } from "@lo/domain";
import type { ReactNode } from "react";

/** What every section of the item page is given. */
export type ItemSectionProps = {
  page: ItemPage;
  /** An admin (every owner by name, internal notes, edits) rather than the owner. */
  admin: boolean;
};

/** One section of the item page: the page renders a list of these, in order. */
export type ItemSection = {
  key: string;
  /** Who sees it; both by default. */
  only?: "admin" | "owner";
  render: (props: ItemSectionProps) => ReactNode;
};
