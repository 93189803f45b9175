import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExportCsvLink } from "./export-csv-link";

describe("ExportCsvLink", () => {
  it("is a download link carrying the list's filters and sort, leaving out empty ones and paging", () => {
    render(
      <ExportCsvLink
        path="/products/export.csv"
        query={{
          q: "belt & co",
          page: 2,
          highlight: "SN-1",
          producttypeid: 3,
          colourid: null,
          sizeid: undefined,
          sort: "serialno",
          dir: "desc",
        }}
      />,
    );
    const link = screen.getByRole("link", { name: "Export CSV" });
    expect(link).toHaveAttribute("download");
    expect(link).toHaveAttribute(
      "href",
      "/lifetime-outfitter/products/export.csv?q=belt+%26+co&producttypeid=3&sort=serialno&dir=desc",
    );
  });

  it("links to the whole list without parameters", () => {
    render(<ExportCsvLink path="/customers/export.csv" query={{ q: "" }} />);
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/lifetime-outfitter/customers/export.csv",
    );
  });
});
