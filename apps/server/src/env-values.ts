import { BUSINESS_INFO } from "@lo/domain";
import { z } from "zod";

// The shapes of config.ts's environment variables: each reads a string (unset and blank alike)
// and reports a bad value in one line that names the variable.

export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value));

export const booleanFlag = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      const normalized = value.trim().toLowerCase();
      if (["1", "true", "yes", "on"].includes(normalized)) return true;
      if (["0", "false", "no", "off"].includes(normalized)) return false;
      ctx.addIssue({ code: "custom", message: `${name} must be true or false` });
      return z.NEVER;
    });

/** A URL of one of these protocols, else the message. */
export const urlOf = (protocols: string[], message: string) =>
  optionalString.superRefine((value, ctx) => {
    if (value === undefined) return;
    let protocol = "";
    try {
      protocol = new URL(value).protocol;
    } catch {
      // reported below
    }
    if (!protocols.includes(protocol)) ctx.addIssue({ code: "custom", message });
  });

export const emailSetting = (name: string) =>
  optionalString
    .transform((value) => value ?? BUSINESS_INFO.email)
    .pipe(z.email({ error: `${name} must be an e-mail address such as workshop@example.com` }));

/** A whole number within [min, max]; unset: the fallback. */
export const wholeNumber = (
  name: string,
  unit: string,
  [min, max]: [number, number],
  fallback: number,
) =>
  optionalString.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (/^\d{1,9}$/.test(value.trim()) && number >= min && number <= max) return number;
    const message = `${name} must be a whole number of ${unit} (${min} to ${max})`;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
