import { zodResolver } from "@hookform/resolvers/zod";
import type { ComponentProps, ReactNode } from "react";
import type { ZodType } from "zod";
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormReturn,
} from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { fieldErrorMessages } from "@/lib/form-errors";

/** A zod schema from packages/domain. */
export type FormSchema = ZodType;

type SchemaFormOptions<Input extends FieldValues> = {
  defaultValues: DefaultValues<Input>;
  /** When a field is checked; unset, at submit and then as it changes (react-hook-form's own). */
  mode?: Mode;
  criteriaMode?: "firstError" | "all";
};

/**
 * A react-hook-form form checked by a domain schema: the form holds `Input` (what people type,
 * strings), a valid submit hands over `Values` (what the schema outputs). For a form whose state
 * is needed outside <Form> (an edit dialog's confirmation, say); <Form schema> makes its own.
 */
export function useSchemaForm<Input extends FieldValues, Values = Input>(
  schema: FormSchema,
  { defaultValues, mode, criteriaMode }: SchemaFormOptions<Input>,
): UseFormReturn<Input, unknown, Values> {
  return useForm<Input, unknown, Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, Values>,
    mode,
    criteriaMode,
    defaultValues,
  });
}

type FormElementProps = Omit<ComponentProps<"form">, "onSubmit" | "children">;

type FormBodyProps<Input extends FieldValues, Values> = FormElementProps & {
  form: UseFormReturn<Input, unknown, Values>;
  onSubmit: (values: Values, form: UseFormReturn<Input, unknown, Values>) => unknown;
  onInvalid?: SubmitErrorHandler<Input>;
  children: ReactNode | ((form: UseFormReturn<Input, unknown, Values>) => ReactNode);
};

type FormProps<Input extends FieldValues, Values> =
  | (Omit<FormBodyProps<Input, Values>, "form"> & {
      schema: FormSchema;
      form?: never;
    } & SchemaFormOptions<Input>)
  | (FormBodyProps<Input, Values> & { schema?: never });

/**
 * Every form of the app (docs/decisions/077-one-form-and-one-confirmed-edit.md): react-hook-form
 * checked by a domain schema (`schema`, or a `form` made by useSchemaForm), no browser validation
 * (the schema's messages show instead), its fields reading the form from context (<TextField>).
 */
export function Form<Input extends FieldValues, Values = Input>(props: FormProps<Input, Values>) {
  if (props.schema === undefined) return <FormBody {...props} />;
  return <SchemaForm {...props} />;
}

function SchemaForm<Input extends FieldValues, Values>({
  schema,
  defaultValues,
  mode,
  criteriaMode,
  ...body
}: Omit<FormBodyProps<Input, Values>, "form"> & { schema: FormSchema } & SchemaFormOptions<Input>) {
  const form = useSchemaForm<Input, Values>(schema, { defaultValues, mode, criteriaMode });
  return <FormBody {...body} form={form} />;
}

function FormBody<Input extends FieldValues, Values>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...element
}: FormBodyProps<Input, Values>) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        {...element}
        onSubmit={(event) =>
          void form.handleSubmit((values) => onSubmit(values, form), onInvalid)(event)
        }
      >
        {typeof children === "function" ? children(form) : children}
      </form>
    </FormProvider>
  );
}

type TextFieldProps = Omit<ComponentProps<"input">, "name" | "id" | "className"> & {
  name: string;
  /** The input's id; the hint and the messages take `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  /** The field's place in the grid. */
  className?: string;
  /** The input's own look. */
  inputClassName?: string;
};

/** One text input of the enclosing <Form>: label, hint and the schema's messages on it. */
export function TextField({
  name,
  id,
  label,
  required = false,
  description,
  className,
  inputClassName,
  ...input
}: TextFieldProps) {
  const { register, formState } = useFormContext();
  const errors: FieldErrors = formState.errors;
  return (
    <Field
      id={id}
      label={label}
      required={required}
      description={description}
      messages={fieldErrorMessages(errors[name] as never)}
      className={className}
    >
      <Input
        aria-required={required || undefined}
        className={inputClassName}
        {...input}
        {...register(name as Path<FieldValues>)}
      />
    </Field>
  );
}
