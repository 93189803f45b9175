// JSON Schema (as the OpenAPI document holds it) written as a TypeScript type, for docs/api.md.

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function resolve(schema, document) {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.replace("#/components/schemas/", "");
  return document.components?.schemas?.[name] ?? {};
}

function literal(value) {
  return JSON.stringify(value);
}

function withNull(type, schema) {
  return schema.nullable === true && !type.includes("null") ? `${type} | null` : type;
}

function wrap(type) {
  return /[|&]/.test(type) ? `(${type})` : type;
}

function comment(schema, indent) {
  const text = [schema.description, schema.format && `format: ${schema.format}`]
    .filter(Boolean)
    .join("; ");
  return text ? `${indent}/** ${text.replaceAll("*/", "* /")} */\n` : "";
}

function objectType(schema, document, depth) {
  const properties = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  if (properties.length === 0) {
    if (extra && typeof extra === "object") {
      return `Record<string, ${typeOf(extra, document, depth + 1)}>`;
    }
    return "Record<string, never>";
  }
  const required = new Set(schema.required ?? []);
  const indent = "  ".repeat(depth + 1);
  const lines = properties.map(([name, property]) => {
    const key = IDENTIFIER.test(name) ? name : literal(name);
    const optional = required.has(name) ? "" : "?";
    const type = typeOf(property, document, depth + 1);
    return `${comment(resolve(property, document), indent)}${indent}${key}${optional}: ${type};`;
  });
  return `{\n${lines.join("\n")}\n${"  ".repeat(depth)}}`;
}

/** The TypeScript type a value of `schema` has. */
export function typeOf(input, document, depth = 0) {
  const schema = resolve(input, document);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const types = [...new Set(union.map((variant) => typeOf(variant, document, depth)))];
    return withNull(types.join(" | "), schema);
  }
  if (schema.allOf) {
    return schema.allOf.map((part) => wrap(typeOf(part, document, depth))).join(" & ");
  }
  if (schema.enum) return withNull(schema.enum.map(literal).join(" | "), schema);
  const types = [].concat(schema.type ?? []);
  if (types.length > 1) {
    return types.map((type) => typeOf({ ...schema, type }, document, depth)).join(" | ");
  }
  switch (types[0]) {
    case "string":
    case "boolean":
      return withNull(types[0], schema);
    case "number":
    case "integer":
      return withNull("number", schema);
    case "null":
      return "null";
    case "array":
      return withNull(`${wrap(typeOf(schema.items, document, depth))}[]`, schema);
    case "object":
      return withNull(objectType(schema, document, depth), schema);
    default:
      return schema.properties ? objectType(schema, document, depth) : "unknown";
  }
}

/** The constraints of a parameter worth a reader's eye: range, length, pattern, default. */
export function constraintsOf(input, document) {
  const schema = resolve(input, document);
  const parts = [];
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    parts.push(`${schema.minimum ?? "…"}–${schema.maximum ?? "…"}`);
  }
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    parts.push(`length ${schema.minLength ?? 0}–${schema.maxLength ?? "…"}`);
  }
  if (schema.pattern) parts.push(`pattern \`${schema.pattern}\``);
  if (schema.default !== undefined) parts.push(`default ${literal(schema.default)}`);
  return parts.join(", ");
}
