import { Fragment } from "react";
import { useParams } from "react-router";
import { Eyebrow } from "@/components/eyebrow";
import { BackLink } from "@/components/repair/back-link";
import { NotFoundPanel } from "@/components/repair/request-not-found";
import { RequestPageWait } from "@/components/repair/request-page-wait";
import { isAdmin, useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useItemPage } from "./api";
import { ITEM_SECTIONS } from "./components/item-sections";

function Item({ serialno, admin }: { serialno: string; admin: boolean }) {
  const page = useItemPage(serialno);
  const backTo = admin ? "/admin/products" : "/my-products";
  const backLabel = admin ? "All products" : "My Products";
  useDocumentTitle(page.data ? `${page.data.item.productType} ${page.data.item.serialno}` : "Item");

  if (!page.isSuccess) {
    return (
      <RequestPageWait
        page={page}
        notFound={
          <NotFoundPanel
            title="Item not found"
            text="There is no piece with this serial number, or it is not yours to see."
            backTo={backTo}
            backLabel={`Back to ${backLabel}`}
          />
        }
        message="Failed to load this item. Please try again."
      />
    );
  }
  const { item } = page.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink to={backTo}>{backLabel}</BackLink>
      <header className="mt-4">
        <Eyebrow>{admin ? "Item" : "Your piece"}</Eyebrow>
        <h1 className="mt-2 text-4xl font-semibold">{item.productType}</h1>
        <p className="serial mt-2 text-muted-foreground">{item.serialno}</p>
      </header>
      {ITEM_SECTIONS.filter(
        (section) => !section.only || section.only === (admin ? "admin" : "owner"),
      ).map((section) => (
        <Fragment key={section.key}>{section.render({ page: page.data, admin })}</Fragment>
      ))}
    </div>
  );
}

/** `/items/{serialno}`: a piece's lifetime, for its owner and for admins (decision 065). */
export default function ItemPage() {
  const { serialno = "" } = useParams();
  const { user } = useSession();
  return <Item key={serialno} serialno={serialno} admin={isAdmin(user)} />;
}
