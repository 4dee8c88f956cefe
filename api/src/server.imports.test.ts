/**
 * The production server never loads the demo generator or faker (~20 MB of word lists): the
 * seed reaches them only through a dynamic import in a child process (db/seeds/seedIfEmpty.ts,
 * seedProcess.ts). This walks the static imports from the server's entry, as Node would load
 * them (type-only imports are erased), and fails when one of them reaches faker.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Is this import or export erased from the JavaScript (types only)? */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return Boolean(
      clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly),
    );
  }
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

function resolveFile(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@core/')
    ? path.join(root, 'core', specifier.slice('@core/'.length))
    : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (candidate.match(/\.tsx?$/) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every file and package the entry loads before any dynamic import runs. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || typeOnly(statement)) continue;
      const name = specifier.text;
      if (name.startsWith('.') || name.startsWith('@core/')) {
        const resolved = resolveFile(file, name);
        if (!resolved) throw new Error(`${file}: cannot resolve ${name}`);
        queue.push(resolved);
      } else {
        packages.add(
          name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!,
        );
      }
    }
  }
  return { files, packages };
}

const relative = (files: Set<string>) => [...files].map((file) => path.relative(root, file));

// Parsing a few hundred files takes seconds on a busy machine.
const PARSE_TIMEOUT_MS = 60_000;

describe("the server's module graph", () => {
  it(
    'holds neither faker nor the demo generator',
    () => {
      const { files, packages } = staticGraph(path.join(root, 'api/src/server.ts'));
      expect(files.size).toBeGreaterThan(50);
      expect(packages).toContain('koa');
      expect([...packages]).not.toContain('@faker-js/faker');
      expect(relative(files).filter((file) => file.includes('db/seeds/demo'))).toEqual([]);
    },
    PARSE_TIMEOUT_MS,
  );

  it(
    'would see faker if the generator were imported statically',
    () => {
      const { packages } = staticGraph(path.join(root, 'api/src/db/seeds/demoData.ts'));
      expect(packages).toContain('@faker-js/faker');
    },
    PARSE_TIMEOUT_MS,
  );
});
