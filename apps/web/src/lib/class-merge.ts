/**
 * The part of tailwind-merge this app uses, in a page of code instead of 8.5 kB gzipped on every
 * page (decision 049): a later utility removes an earlier one that sets the same thing
 * (`px-5 … px-0` → `px-0`), or a part of it (`px-5 … p-2` → `p-2`), under the same variants.
 * Classes it does not know are kept as they are. `class-merge.test.ts` holds it to
 * tailwind-merge itself on every pair of classes written in the app, so a utility of a kind
 * it does not know yet fails that test rather than a page.
 */

/** Groups whose value tells them apart: the first pattern that matches the utility names it. */
const KINDS: [RegExp, string][] = [
  [/^table-(auto|fixed)$/, "table-layout"],
  // An arbitrary property (`[--overlay-pad:…]`) is grouped by the property it sets.
  [/^\[(-?-?[\w-]+):/, "arbitrary-$1"],
  [/^resize(-x|-y|-none)?$/, "resize"],
  [/^overscroll-(auto|contain|none)$/, "overscroll"],
  [/^(from|via|to)-(\d+%|\[\d+(\.\d+)?%\])$/, "gradient-$1-position"],
  [/^(from|via|to)-/, "gradient-$1"],
  [
    /^(block|inline(-block|-flex|-grid|-table)?|flex|grid|table(-(caption|cell|column(-group)?|footer-group|header-group|row-group|row))?|flow-root|contents|list-item|hidden)$/,
    "display",
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(sr-only|not-sr-only)$/, "sr"],
  [/^(visible|invisible|collapse)$/, "visibility"],
  [/^scroll-(auto|smooth)$/, "scroll-behavior"],
  [/^snap-(none|x|y|both)$/, "snap-type"],
  [/^snap-(mandatory|proximity)$/, "snap-strictness"],
  [/^snap-(start|end|center|align-none)$/, "snap-align"],
  [/^(italic|not-italic)$/, "font-style"],
  [/^(underline|overline|line-through|no-underline)$/, "text-decoration"],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^(tabular|proportional)-nums$/, "numeric-spacing"],
  [/^(filter|grow|shrink|transition|blur|backdrop-blur)$/, "$1"],
  [/^divide-([xy])(-\d+)?$/, "divide-$1"],
  [/^flex-(row|col)(-reverse)?$/, "flex-direction"],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, "flex-wrap"],
  [/^text-(xs|sm|base|lg|[0-9]?xl)$/, "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^break-(normal|words|all|keep)$/, "break"],
  [/^decoration-(\d+|auto|from-font)$/, "decoration-thickness"],
  [/^animate-(spin|ping|pulse|bounce|none|\[.*\])$/, "animate"],
  [/^bg-(\[(url|[a-z-]*gradient)\(|(linear|radial|conic)-|none$)/, "bg-image"],
  [/^(border|outline|ring)(-[trblxyse])?(-\d+|-\[length:.*\])?$/, "$1-w$2"],
  [/^(border|outline)-(solid|dashed|dotted|double|hidden|none)$/, "$1-style"],
  [/^rounded(-[trblse]{1,2})?(-(none|xs|sm|md|lg|[0-9]?xl|full|\[.*\]))?$/, "rounded$1"],
  [
    /^(shadow|inset-shadow|text-shadow|drop-shadow)(-(2xs|xs|sm|md|lg|[0-9]?xl|none|\[.*\]))?$/,
    "$1",
  ],
  [/^(translate|scale|space|gap|overflow|overscroll|inset)-([xyz])-/, "$1-$2"],
  // Longer names first: `col-span-2` is not a `col-…`.
  [
    /^(outline-offset|ring-offset|underline-offset|line-clamp|pointer-events|grid-cols|grid-rows|(col|row)-(span|start|end)|justify-(items|self)|place-(content|items|self)|(min|max)-[wh]|backdrop-blur|scroll-[mp][trblxyse]?|size|basis|grow|shrink|flex|order|aspect|z|opacity|duration|delay|ease|transition|leading|tracking|whitespace|align|self|items|content|cursor|select|scale|rotate|col|row|decoration|fill|stroke|object|touch|list|caption|blur|gap|overflow|inset|top|right|bottom|left|start|end|space|translate|justify|[wh]|[mp][trblxyse]?)-/,
    "$1",
  ],
  [
    /^(bg|text|border|outline|ring|divide|shadow|fill|stroke|decoration|accent|caret|placeholder)-/,
    "$1-color",
  ],
];

/** What a group also sets: a later `p-2` removes an earlier `px-5`, not the other way. */
const COVERS: Record<string, string> = {
  p: "px py pt pr pb pl ps pe",
  px: "pl pr ps pe",
  py: "pt pb",
  m: "mx my mt mr mb ml ms me",
  mx: "ml mr ms me",
  my: "mt mb",
  inset: "inset-x inset-y top right bottom left start end",
  "inset-x": "left right start end",
  "inset-y": "top bottom",
  size: "w h",
  gap: "gap-x gap-y",
  overflow: "overflow-x overflow-y",
  overscroll: "overscroll-x overscroll-y",
  flex: "basis grow shrink",
  "line-clamp": "display overflow",
  translate: "translate-x translate-y translate-z",
  "font-size": "leading",
  rounded: "rounded-t rounded-r rounded-b rounded-l rounded-tl rounded-tr rounded-br rounded-bl",
  "rounded-t": "rounded-tl rounded-tr",
  "rounded-r": "rounded-tr rounded-br",
  "rounded-b": "rounded-br rounded-bl",
  "rounded-l": "rounded-tl rounded-bl",
  "border-w": "border-w-x border-w-y border-w-t border-w-r border-w-b border-w-l",
  "border-w-x": "border-w-l border-w-r",
  "border-w-y": "border-w-t border-w-b",
};

/** Variants that may not be reordered: arbitrary ones and those naming a pseudo-element. */
const ORDERED = /^(\[|\*|after$|before$|backdrop$|file$|first-l|marker$|placeholder$|selection$)/;

/**
 * `md:hover:px-2!` → its group and the groups it covers, each under its variants (sorted as
 * tailwind-merge sorts them): `["hover:md:!|px", "hover:md:!|pl", …]`.
 */
function classKeys(name: string): string[] | undefined {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      variants.push(name.slice(start, i));
      start = i + 1;
    }
  }
  let utility = name.slice(start);
  const important = /^!|!$/.test(utility);
  utility = utility.replace(/^!|!$/g, "").replace(/^-/, "");
  let group: string | undefined;
  for (const [pattern, groupName] of KINDS) {
    const match = pattern.exec(utility);
    if (match) {
      group = groupName.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? "");
      break;
    }
  }
  if (!group) return undefined;
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (ORDERED.test(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  const prefix = `${sorted.join(":")}:${important ? "!" : ""}|`;
  return [group, ...(COVERS[group]?.split(" ") ?? [])].map((each) => prefix + each);
}

// A page renders the same few hundred class lists over and over: each list, and each class's
// group, is worked out once (as tailwind-merge caches its answers too).
const CACHE_SIZE = 1000;
const merged = new Map<string, string>();
const keys = new Map<string, string[] | undefined>();

/** Keeps the last class of each group (and of the groups it covers), in their order. */
export function mergeClasses(classes: string): string {
  const known = merged.get(classes);
  if (known !== undefined) return known;
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classes.split(/\s+/).filter(Boolean);
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i]!;
    if (!keys.has(name)) keys.set(name, classKeys(name));
    const groupKeys = keys.get(name);
    if (groupKeys) {
      if (taken.has(groupKeys[0]!)) continue;
      for (const key of groupKeys) taken.add(key);
    }
    kept.push(name);
  }
  const result = kept.reverse().join(" ");
  if (merged.size >= CACHE_SIZE) merged.clear();
  merged.set(classes, result);
  if (keys.size >= CACHE_SIZE) keys.clear();
  return result;
}
