/** One sample of the Prometheus text format: `name{label="value",…} 1.5`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Each metric family's TYPE line: counter, gauge, histogram, … */
  types: Map<string, string>;
  samples: Sample[];
}

const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;
const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;

/**
 * Reads an exposition (format 0.0.4) as a scraper does: HELP and TYPE lines, then one sample a
 * line with its labels unescaped. A line it cannot read fails the test that scraped it.
 */
/** A sample's value: a number, or the format's +Inf, -Inf and NaN. */
const sampleValue = (text: string) =>
  ({ "+Inf": Infinity, "-Inf": -Infinity, NaN: NaN })[text] ?? Number(text);

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("# TYPE ")) {
      const [name, type] = line.slice("# TYPE ".length).split(" ");
      if (name && type) types.set(name, type);
      continue;
    }
    if (line.startsWith("#")) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(LABEL)) {
      labels[key ?? ""] = (value ?? "").replace(/\\(.)/g, (_, char: string) =>
        char === "n" ? "\n" : char,
      );
    }
    samples.push({ name: match[1] ?? "", labels, value: sampleValue(match[3] ?? "") });
  }
  return { types, samples };
}
