// Features import the design system from its public surface, `@/design-system`, only (src/design-system/index.ts).
// In the build that barrel cost the first route every component's stylesheet: importing it reaches all ~60
// components, and each component's vanilla-extract styles are a side-effect import of CSS, which no tree-shaking
// removes. The first route's render-blocking stylesheet was 103 KB raw, 1,241 rules (the checkbox, the data table, the
// image zoomer, the sheet…), downloaded before the first paint and matched by every style recalculation (ADR 045).
//
// This plugin rewrites, in the build only, each `import { … } from '@/design-system'` to imports from the modules
// that define those names, so a chunk reaches only the components it renders and carries only their CSS. The source
// keeps the one public import path; what a module may import does not change. The map comes from the barrels
// themselves (`src/design-system/index.ts` and each component's `index.ts`); a name the map lacks fails the build
// rather than falling back to the barrel, which would bring every stylesheet back silently.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const DESIGN_SYSTEM_SPECIFIER = '@/design-system';

/** Where a public name of the design system is defined: the module and the name it has there. */
export interface ExportTarget {
  file: string;
  imported: string;
  /** `export * as name from …`: the module's namespace, not one of its exports. */
  namespace?: boolean;
}

const stripComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/** How the map reads the barrels: the file system, or a fixture in tests. */
export interface SourceFiles {
  read: (file: string) => string;
  exists: (file: string) => boolean;
}
const disk: SourceFiles = { read: (file) => readFileSync(file, 'utf8'), exists: existsSync };

function resolveModule(fromFile: string, specifier: string, files: SourceFiles): string {
  const base = resolve(dirname(fromFile), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((candidate) => /\.tsx?$/.test(candidate) && files.exists(candidate));
  if (!found) throw new Error(`design-system barrel ${fromFile}: cannot resolve '${specifier}'`);
  return found;
}

/**
 * The value exports of a barrel (re-exports only, as the design system's barrels are written): name → defining
 * module. Type-only exports are left out; they are erased before bundling.
 */
export function barrelExports(file: string, files: SourceFiles = disk): Map<string, ExportTarget> {
  const exports = new Map<string, ExportTarget>();
  const source = stripComments(files.read(file));
  const add = (name: string, target: ExportTarget) => {
    if (exports.has(name)) throw new Error(`design-system barrel ${file}: '${name}' is exported twice`);
    exports.set(name, target);
  };
  for (const statement of source.matchAll(
    /export\s+(type\s+)?(\*\s+as\s+(\w+)|\*|\{([^}]*)\})\s*from\s*'([^']+)'/g,
  )) {
    const [, typeOnly, , namespace, specifiers, from] = statement;
    if (typeOnly) continue;
    const target = resolveModule(file, from!, files);
    if (namespace) add(namespace, { file: target, imported: '*', namespace: true });
    else if (specifiers === undefined)
      for (const [name, inner] of barrelExports(target, files)) add(name, inner);
    else
      for (const raw of specifiers.split(',')) {
        const specifier = raw.trim();
        if (!specifier || specifier.startsWith('type ')) continue;
        const [imported, exported = imported] = specifier.split(/\s+as\s+/) as [string, string?];
        add(exported, { file: target, imported });
      }
  }
  return exports;
}

/**
 * `code` with its value imports from the barrel replaced by imports from the defining modules, or `null` when it
 * has none. `import type { … }` and inline `type` specifiers are left to the TypeScript transform, which erases them.
 */
export function rewriteDesignSystemImports(
  code: string,
  exports: Map<string, ExportTarget>,
  where: string,
): string | null {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${DESIGN_SYSTEM_SPECIFIER}';?`, 'g');
  if (!pattern.test(code)) return null;
  return code.replace(pattern, (statement, specifiers: string) => {
    const byFile = new Map<string, string[]>();
    const namespaces: string[] = [];
    for (const raw of stripComments(specifiers).split(',')) {
      const specifier = raw.trim();
      if (!specifier || specifier.startsWith('type ')) continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const target = exports.get(imported);
      if (!target)
        throw new Error(`${where}: '${imported}' is not a value export of ${DESIGN_SYSTEM_SPECIFIER}`);
      if (target.namespace) namespaces.push(`import * as ${local} from ${JSON.stringify(target.file)};`);
      else {
        const names = byFile.get(target.file) ?? [];
        names.push(target.imported === local ? local : `${target.imported} as ${local}`);
        byFile.set(target.file, names);
      }
    }
    const named = [...byFile].map(
      ([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`,
    );
    // On the statement's first line, followed by as many line breaks as it had: every later line keeps its number.
    return [...named, ...namespaces].join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

/** The build-only rewrite (ADR 045). */
export function directDesignSystem(root: string): Plugin {
  const barrel = resolve(root, 'src/design-system/index.ts');
  const designSystem = dirname(barrel);
  let exports: Map<string, ExportTarget> | undefined;
  return {
    name: 'marketfront:direct-design-system',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      exports = barrelExports(barrel);
      for (const file of new Set([...exports.values()].map((target) => target.file))) this.addWatchFile(file);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || id.startsWith(designSystem)) return null;
      if (!code.includes(DESIGN_SYSTEM_SPECIFIER)) return null;
      const rewritten = rewriteDesignSystemImports(code, exports ?? barrelExports(barrel), id);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
