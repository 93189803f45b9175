import { describe, expect, it } from "vitest";
import { maskEmail } from "../src/account/mask-email";

describe("maskEmail", () => {
  it("keeps the start of the name and of the domain, and the ending", () => {
    expect(maskEmail("thandi.mokoena@gmail.com")).toBe("th***@gm***.com");
    expect(maskEmail("jo@mail.co.za")).toBe("j***@ma***.za");
    expect(maskEmail("x@y")).toBe("x***@y***");
  });

  it("never shows the whole of a short name", () => {
    expect(maskEmail("abc@abc.org")).toBe("a***@a***.org");
  });

  it("shows nothing of what is not an address", () => {
    expect(maskEmail("nobody")).toBe("***");
  });
});
