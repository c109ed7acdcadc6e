import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A SQL statement in the code that writes a table. */
export interface TableWrite {
  table: string;
  module: string;
  file: string;
  line: number;
}

// INSERT INTO t, UPDATE t (not FOR [NO KEY] UPDATE / DO UPDATE), DELETE FROM t, TRUNCATE [TABLE] t, MERGE INTO t.
const WRITE =
  /\b(?:INSERT\s+INTO|(?<!\b(?:FOR|KEY|DO)\s+)UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|MERGE\s+INTO)\s+(?:ONLY\s+)?(\$\{[^}]*\}|[A-Za-z_][A-Za-z0-9_]*)/g;

/** Comment lines carry words such as "the UPDATE policy"; only code is read. */
const codeOf = (text: string): string =>
  text
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? '' : line))
    .join('\n');

/** Every table write of these sources, by module (the first folder under src/). */
export function findTableWrites(sources: readonly { file: string; text: string }[]): TableWrite[] {
  const writes: TableWrite[] = [];
  for (const { file, text } of sources) {
    const code = codeOf(text);
    const module = file.includes('/') ? file.split('/')[0]! : '(root)';
    for (const match of code.matchAll(WRITE)) {
      const line = code.slice(0, match.index).split('\n').length;
      writes.push({ table: match[1]!, module, file, line });
    }
  }
  return writes;
}

/** The module -> tables table of server/README.md ("Modules and their tables"). */
export function readOwners(readme: string): Map<string, string> {
  const section = readme.slice(readme.indexOf('## Modules and their tables'));
  const owners = new Map<string, string>();
  for (const row of section.split('\n')) {
    const cells = /^\|\s*([a-z-]+)\s*\|([^|]*)\|/.exec(row);
    if (!cells || cells[1] === 'module') continue;
    for (const table of cells[2]!.split(',').map((t) => t.trim())) {
      if (/^[a-z_]+$/.test(table)) owners.set(table, cells[1]!);
    }
  }
  return owners;
}

/** Tables the migrations create (and do not drop), plus the migrations' own record. */
export function migrationTables(sqls: readonly string[]): Set<string> {
  const tables = new Set(['schema_migrations']);
  for (const sql of sqls) {
    for (const [, name] of sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/gi)) tables.add(name!.toLowerCase());
    for (const [, name] of sql.matchAll(/DROP TABLE (?:IF EXISTS )?([a-z_]+)/gi)) tables.delete(name!.toLowerCase());
  }
  return tables;
}

/**
 * What is wrong: writes by a module that does not own the table (or to a table nobody owns), a
 * target the reader cannot name (`${...}`) outside the generic helpers, tables without an owner,
 * owners of tables that do not exist.
 */
export function ownershipProblems(
  writes: readonly TableWrite[],
  owners: ReadonlyMap<string, string>,
  tables: ReadonlySet<string>,
  options: { genericWriters: readonly string[] },
): string[] {
  const problems: string[] = [];
  for (const write of writes) {
    const at = `${write.file}:${write.line}`;
    if (write.table.startsWith('${')) {
      if (!options.genericWriters.includes(write.file)) problems.push(`${at}: writes a table named at run time`);
      continue;
    }
    const owner = owners.get(write.table);
    if (!owner) problems.push(`${at}: writes ${write.table}, which no module owns`);
    else if (owner !== write.module) problems.push(`${at}: ${write.module} writes ${write.table}, owned by ${owner}`);
  }
  for (const table of tables) if (!owners.has(table)) problems.push(`table ${table} has no owner in server/README.md`);
  for (const table of owners.keys())
    if (!tables.has(table)) problems.push(`server/README.md names ${table}, no such table`);
  return problems;
}

/** The production sources of server/src: no tests, no test support, not the demo seed. */
export function productionSources(srcDir: string, skip: readonly string[]): { file: string; text: string }[] {
  const files: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const file = path.relative(srcDir, full).split(path.sep).join('/');
      if (skip.some((prefix) => file === prefix || file.startsWith(`${prefix}/`))) continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
        files.push({ file, text: readFileSync(full, 'utf8') });
    }
  };
  walk(srcDir);
  return files;
}
