import { readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Reports an import whose target leads back to the importing file. import-x/no-cycle skips
 * `import type` edges with no option to count them, and a cycle of types still ties two
 * modules into one (`api/*` and `validation/*` in the domain once did exactly that; decision 040).
 * Every import counts here: value, type, re-export and dynamic.
 *
 * `resolver` is eslint-import-resolver-typescript's, so `@/` and `@lo/domain` are followed.
 * Only files inside `root` and outside node_modules are walked.
 */
export function createNoImportCycleRule({ root: givenRoot, resolver }) {
  const root = realpathSync(givenRoot);
  const SOURCE = /\.(ts|tsx|mts|cts)$/;
  /** @type {Map<string, string | null>} */
  const resolved = new Map();
  /** @type {Map<string, string[]>} */
  const dependencies = new Map();

  const resolve = (source, importer) => {
    const key = `${importer}\0${source}`;
    if (!resolved.has(key)) {
      const result = resolver.resolve(source, importer);
      let target = null;
      if (result.found && result.path) {
        const real = realpathSync(result.path);
        const inside =
          real.startsWith(root + path.sep) && !real.includes(`${path.sep}node_modules${path.sep}`);
        if (inside && SOURCE.test(real) && !real.endsWith(".d.ts")) target = real;
      }
      resolved.set(key, target);
    }
    return resolved.get(key);
  };

  // The linted file is read from its AST; every other file from disk, once per lint run.
  const dependenciesOf = (file) => {
    if (!dependencies.has(file)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.map(({ fileName }) => resolve(fileName, file));
      dependencies.set(file, [...new Set(targets.filter(Boolean))]);
    }
    return dependencies.get(file);
  };

  /** The shortest route from `start` back to `goal`, or null. */
  const routeBack = (start, goal) => {
    const cameFrom = new Map([[start, null]]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift();
      for (const next of dependenciesOf(file)) {
        if (next === goal) {
          const route = [];
          for (let step = file; step; step = cameFrom.get(step)) route.unshift(step);
          return route;
        }
        if (!cameFrom.has(next)) {
          cameFrom.set(next, file);
          queue.push(next);
        }
      }
    }
    return null;
  };

  return {
    meta: {
      type: "problem",
      docs: { description: "Forbid import cycles, type-only imports included." },
      schema: [],
      messages: { cycle: "Import cycle: {{route}}." },
    },
    create(context) {
      const physical = context.physicalFilename;
      if (!path.isAbsolute(physical)) return {};
      let filename = physical;
      try {
        filename = realpathSync(physical);
      } catch {
        // Linted from memory under a name no file has yet: the name itself will do.
      }
      const check = (node) => {
        const source = node.source;
        if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
        const target = resolve(source.value, filename);
        if (!target || target === filename) return;
        const route = routeBack(target, filename);
        if (!route) return;
        const names = [filename, ...route, filename].map((file) => path.relative(root, file));
        context.report({ node, messageId: "cycle", data: { route: names.join(" → ") } });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}
