import { describe, expect, it } from "vitest";
import {
  billingSettingsSchema,
  formatVatPercent,
  parseVatPercent,
  priceListSchema,
} from "../api/billing-settings";
import { quoteSavePayloadSchema, QUOTE_MESSAGES } from "../api/quotes";
import { sendsPieceBack, PAYMENT_MESSAGES } from "../api/payments";
import {
  nextStateFor,
  quoteAnswerClosed,
  quoteStatusOf,
  returnsUnrepaired,
  workBlockedBy,
} from "./quotes";

describe("quote rules", () => {
  it("name where a version stands", () => {
    expect(quoteStatusOf({ sent: false, answer: null })).toBe("draft");
    expect(quoteStatusOf({ sent: true, answer: null })).toBe("awaiting");
    expect(quoteStatusOf({ sent: true, answer: "declined" })).toBe("declined");
  });

  it("let a paid piece's work start only once approved; a declined one goes back unrepaired", () => {
    expect(workBlockedBy("paid", null)).toBe("not-approved");
    expect(workBlockedBy("paid", "declined")).toBe("declined");
    expect(workBlockedBy("paid", "approved")).toBeNull();
    expect(workBlockedBy("warranty", null)).toBeNull();
    // A piece beyond repair goes In Progress only for the replacement the customer took.
    expect(workBlockedBy("not-repairable", null)).toBe("not-approved");
    expect(workBlockedBy("not-repairable", "declined")).toBe("declined");
    expect(workBlockedBy("not-repairable", "approved")).toBeNull();
    expect(returnsUnrepaired("paid", "declined")).toBe(true);
    expect(returnsUnrepaired("paid", null)).toBe(false);
    expect(returnsUnrepaired("not-repairable", null)).toBe(true);
    expect(returnsUnrepaired("not-repairable", "approved")).toBe(false);
    expect(returnsUnrepaired("goodwill", "declined")).toBe(false);
  });

  it("take the customer's answer until the piece is Ready for Collection", () => {
    expect(quoteAnswerClosed("enroute-to-outfitter")).toBe(false);
    expect(quoteAnswerClosed("in-progress")).toBe(false);
    expect(quoteAnswerClosed("ready-for-collection")).toBe(true);
    expect(quoteAnswerClosed("completed")).toBe(true);
  });

  it("ask to confirm a piece sent back (En Route to Customer, Completed) from the workshop only", () => {
    expect(sendsPieceBack("ready-for-collection", "completed")).toBe(true);
    expect(sendsPieceBack("in-progress", "enroute-to-customer")).toBe(true);
    expect(sendsPieceBack("enroute-to-customer", "completed")).toBe(false);
    expect(sendsPieceBack("in-progress", "ready-for-collection")).toBe(false);
    expect(sendsPieceBack(null, "pending")).toBe(false);
    expect(PAYMENT_MESSAGES.balanceDue([{ requestId: 7, balanceCents: 45_000 }], 1)).toBe(
      "R 450.00 is still due on request 7. Confirm to send the piece back anyway.",
    );
    const three = [7, 8, 9].map((requestId) => ({ requestId, balanceCents: 100 }));
    expect(PAYMENT_MESSAGES.balanceDue(three, 3)).toBe(
      "R 1.00 is still due on request 7, R 1.00 on request 8 and R 1.00 on request 9. Confirm to send the pieces back anyway.",
    );
  });

  it("skip In Progress on 'Next' for a piece going back unrepaired", () => {
    expect(nextStateFor("enroute-to-outfitter", false)).toBe("in-progress");
    expect(nextStateFor("enroute-to-outfitter", true)).toBe("ready-for-collection");
    expect(nextStateFor("pending", true)).toBe("enroute-to-outfitter");
    expect(nextStateFor("completed", true)).toBeNull();
  });

  it("refuse a quote without lines, a fractional quantity or a price in fractions of a cent", () => {
    const check = (items: unknown) => quoteSavePayloadSchema.safeParse({ items });
    expect(check([]).error?.issues[0]?.message).toBe(QUOTE_MESSAGES.noItems);
    const item = { description: "Restitch", quantity: 1, unitCents: 100 };
    expect(check([item]).success).toBe(true);
    expect(check([{ ...item, quantity: 1.5 }]).error?.issues[0]?.message).toBe(
      QUOTE_MESSAGES.quantity,
    );
    expect(check([{ ...item, unitCents: 10.5 }]).error?.issues[0]?.message).toBe(
      QUOTE_MESSAGES.unitPrice,
    );
    expect(check([{ ...item, description: "  " }]).error?.issues[0]?.message).toBe(
      QUOTE_MESSAGES.itemDescription,
    );
  });
});

describe("billing settings", () => {
  it("read a VAT rate typed in percent as basis points, and write it back", () => {
    expect(parseVatPercent("15")).toBe(1500);
    expect(parseVatPercent("15.5 %")).toBe(1550);
    expect(parseVatPercent("0")).toBe(0);
    expect(parseVatPercent("100")).toBe(10_000);
    expect(parseVatPercent("101")).toBeNull();
    expect(parseVatPercent("15.555")).toBeNull();
    expect(parseVatPercent("-1")).toBeNull();
    expect(formatVatPercent(1500)).toBe("15 %");
    expect(formatVatPercent(1550)).toBe("15.5 %");
    expect(formatVatPercent(1525)).toBe("15.25 %");
  });

  it("need a South African VAT number when registered, spaces allowed", () => {
    const parse = (value: object) => billingSettingsSchema.safeParse(value);
    expect(parse({ vatRegistered: false, vatBasisPoints: 1500, vatNumber: "" }).data).toEqual({
      vatRegistered: false,
      vatBasisPoints: 1500,
      vatNumber: null,
    });
    expect(
      parse({ vatRegistered: true, vatBasisPoints: 1500, vatNumber: "412 345 6789" }).data
        ?.vatNumber,
    ).toBe("4123456789");
    expect(parse({ vatRegistered: true, vatBasisPoints: 1500, vatNumber: null }).success).toBe(
      false,
    );
    expect(
      parse({ vatRegistered: true, vatBasisPoints: 1500, vatNumber: "5123456789" }).success,
    ).toBe(false);
  });

  it("keep one price per description", () => {
    const price = { description: "Restitch a strap", unitCents: 35_000 };
    expect(priceListSchema.safeParse({ prices: [price] }).success).toBe(true);
    expect(
      priceListSchema.safeParse({ prices: [price, { ...price, description: "RESTITCH A STRAP" }] })
        .success,
    ).toBe(false);
  });
});
