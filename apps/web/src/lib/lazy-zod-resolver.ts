import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * zodResolver(schema) for a public form, fetched at the first validation (the first submit)
 * instead of with the page: zod and the domain's schemas are most of a page's JavaScript, and
 * most visitors never submit. The messages are the schema's own, as before.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Values, Values>>,
): Resolver<Values> {
  let loaded: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Values>,
    );
    const resolve = await loaded;
    return resolve(values, context, options);
  };
}
