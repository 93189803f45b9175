import { useState, type ChangeEvent, type FormEvent } from "react";

/** What the form needs of a zod schema: `safeParse`, with the first issue of a field shown. */
export type FormSchema<Values> = {
  safeParse(values: unknown):
    | { success: true; data: Values }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
};

export type FormErrors<Name extends string> = Partial<Record<Name, string>>;

/**
 * A small form of text fields for the public pages (contact, login), where react-hook-form would
 * be a tenth of the page (decision 049). It behaves as react-hook-form did there with a zod
 * resolver: nothing is checked until the first submit; a failed submit shows each field's first
 * message and focuses the first field in error; after that, each change checks its own field
 * again; a valid submit hands over what the schema parsed (trimmed, say). The schema is fetched
 * at the first submit, so zod never travels with the page.
 */
export function usePublicForm<Values extends Record<string, string>>(
  loadSchema: () => Promise<FormSchema<Values>>,
  initialValues: Values,
) {
  type Name = keyof Values & string;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<Name>>({});
  const [state] = useState(() => ({
    values: initialValues,
    submitted: false,
    schema: undefined as Promise<FormSchema<Values>> | undefined,
    elements: {} as Partial<Record<Name, HTMLElement | null>>,
  }));

  const check = async (candidate: Values) => {
    state.schema ??= loadSchema();
    const result = (await state.schema).safeParse(candidate);
    const found: FormErrors<Name> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = String(issue.path[0]) as Name;
        found[name] ??= issue.message;
      }
    }
    return { data: result.success ? result.data : undefined, errors: found };
  };

  const setError = (name: Name, error: { message: string }) =>
    setErrors((current) => ({ ...current, [name]: error.message }));

  return {
    values,
    errors,
    setError,
    register(name: Name) {
      return {
        name,
        value: values[name],
        ref: (element: HTMLElement | null) => {
          state.elements[name] = element;
        },
        onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
          state.values = { ...state.values, [name]: event.target.value };
          setValues(state.values);
          if (state.submitted) {
            void check(state.values).then(({ errors: found }) =>
              setErrors((current) => ({ ...current, [name]: found[name] })),
            );
          }
        },
      };
    },
    reset(next: Values) {
      state.values = next;
      state.submitted = false;
      setValues(next);
      setErrors({});
    },
    handleSubmit(onValid: (data: Values) => unknown) {
      return async (event: FormEvent) => {
        event.preventDefault();
        state.submitted = true;
        const { data, errors: found } = await check(state.values);
        setErrors(found);
        if (data) return onValid(data);
        const first = (Object.keys(state.values) as Name[]).find((name) => found[name]);
        if (first) state.elements[first]?.focus();
      };
    },
  };
}
