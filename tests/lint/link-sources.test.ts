// @vitest-environment node
// Links built from server data go through the link rules (issue 35 §7): every `href`, `to` or `…Href` a screen
// renders is a literal, a route's own `paths.<route>.href()`, or the result of one of lib/navigation's rules
// (`safeHref`, `safeContentHref`, `storefrontPath`, `pageOrAddressHref`, `telHref`, `mailtoHref`), each tested on hostile input. A value read
// off data (`href={item.url}`) must say, on the line above, which rule made it: `// link-source: <rule>`. Props a
// component passes on are checked where its callers write them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Calls that make a link out of server data safely (each has hostile-input tests in lib/navigation). */
const SAFE_BUILDERS =
  /(^|\.)(safeHref|safeContentHref|storefrontPath|pageOrAddressHref|telHref|mailtoHref|agreementHref|href)$/;
const LINK_ATTRIBUTE = /^(href|to)$|[a-z]Href$/;
const ANNOTATION = /\/\/ link-source: \S/;

function tsxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx$/.test(e.name) && !/\.(test|stories)\.tsx$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** Each link attribute whose value cannot be shown to come through a link rule: `file:line attribute={…}`. */
export function unsafeLinkSources(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = text.split('\n');
  const declarations = new Map<string, ts.Expression | null>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name))
      declarations.set(node.name.text, node.initializer ?? null);
    // Parameters and destructured props: the caller's JSX is where the value is checked.
    if (ts.isParameter(node) || ts.isBindingElement(node)) {
      const names = ts.isIdentifier(node.name) ? [node.name] : [];
      if (ts.isObjectBindingPattern(node.name))
        for (const element of node.name.elements) if (ts.isIdentifier(element.name)) names.push(element.name);
      for (const name of names) if (!declarations.has(name.text)) declarations.set(name.text, null);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);

  const safe = (expression: ts.Expression, depth = 0): boolean => {
    if (depth > 8) return false;
    const e = ts.isParenthesizedExpression(expression) ? expression.expression : expression;
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return true;
    if (e.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(e) && e.text === 'undefined')) return true;
    if (ts.isConditionalExpression(e)) return safe(e.whenTrue, depth + 1) && safe(e.whenFalse, depth + 1);
    if (
      ts.isBinaryExpression(e) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind)
    )
      return safe(e.left, depth + 1) && safe(e.right, depth + 1);
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
      return safe(e.right, depth + 1);
    if (ts.isCallExpression(e)) return SAFE_BUILDERS.test(e.expression.getText(source));
    if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) return true;
    if (ts.isIdentifier(e)) {
      if (!declarations.has(e.text)) return false;
      const init = declarations.get(e.text);
      return init === null || init === undefined ? true : safe(init, depth + 1);
    }
    return false;
  };

  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && LINK_ATTRIBUTE.test(node.name.getText(source)) && node.initializer) {
      const name = node.name.getText(source);
      const init = node.initializer;
      const expression = ts.isJsxExpression(init) ? init.expression : init;
      // SafeHtml's rule for its links must be one of the rules; a function (a page number → its address) is code.
      const ok = !expression
        ? true
        : name === 'safeHref'
          ? /^(safeHref|safeContentHref)$/.test(expression.getText(source))
          : ts.isStringLiteral(expression) ||
            ts.isArrowFunction(expression) ||
            safe(expression as ts.Expression);
      if (!ok) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const annotated = [lines[line - 1], lines[line - 2]].some(
          (l) => l !== undefined && ANNOTATION.test(l),
        );
        if (!annotated) found.push(`${relative(root, fileName)}:${line + 1} ${node.getText(source)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('links from server data', () => {
  it('reports a link read off data, and passes the rules’ results, literals and props', () => {
    const scan = (code: string) => unsafeLinkSources('fixture.tsx', code);
    expect(scan('const A = ({ n }) => <a href={n.url}>x</a>;')).toHaveLength(1);
    expect(scan('const A = ({ n }) => <RouterLink to={`/p/${n.slug}`}>x</RouterLink>;')).toHaveLength(1);
    expect(scan('const A = ({ n }) => { const go = n.url; return <a href={go}>x</a>; };')).toHaveLength(1);
    expect(scan('const A = ({ s }) => <Card viewAllHref={s.link} />;')).toHaveLength(1);
    expect(scan('const A = ({ n }) => <a href={safeHref(n.url)}>x</a>;')).toEqual([]);
    expect(scan('const A = ({ n }) => <a href={paths.product.href({ slug: n.slug })}>x</a>;')).toEqual([]);
    expect(scan('const A = ({ href }) => <a href={href}>x</a>;')).toEqual([]);
    expect(scan('const A = () => <a href="/cart">x</a>;')).toEqual([]);
    expect(
      scan(
        'const A = ({ n }) => { const go = storefrontPath(n.url); return go ? <a href={go}>x</a> : null; };',
      ),
    ).toEqual([]);
    expect(
      scan(
        'const A = ({ n }) => (\n  // link-source: FeedItem.url is storefrontPath()\n  <a href={n.url}>x</a>\n);',
      ),
    ).toEqual([]);
  });

  it('every screen, layout and shared part builds its links through a rule', () => {
    const files = ['src/features', 'src/domain', 'src/app', 'src/ui'].flatMap((folder) =>
      tsxFiles(join(root, folder)),
    );
    const found = files.flatMap((file) => unsafeLinkSources(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
