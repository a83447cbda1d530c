// ESLint rule: a screen's visible words go through the translator (issue 34 §3). Reports JSX text with a letter in
// it, and string literals with a letter given as a child (`{'Save'}`) or to an attribute a shopper reads or hears
// (`aria-label` and the other ARIA texts, `title`, `placeholder`, `alt`, `label`, and the design system's text props:
// `description`, `hint`, `legend`, `caption`, `intro`, `…Label`, `…Title`, `…Text`, `…Message`), also inside a
// template literal or a condition's branches. Not words, so fine: a literal without a letter ("×", "·", "10"), a
// `{placeholder}` another library fills (Radix's "{hotkey}"), and a code with digits and no space ("YR-0000012345").

const LETTER = /\p{L}/u;
const PLACEHOLDER = /\{\w+\}/g;
const CODE = /^\S*\d\S*$/u;

/** Whether `text` holds a word a shopper reads. */
const hasWords = (text) => {
  const bare = text.replace(PLACEHOLDER, '').trim();
  return LETTER.test(bare) && !CODE.test(bare);
};
const SHOWN_ATTRIBUTE =
  /^(aria-(label|description|placeholder|roledescription|valuetext)|title|placeholder|alt|label|description|hint|legend|caption|intro|[a-z][A-Za-z]*(Label|Title|Text|Message|Description))$/;

/** The literals inside `node` that carry words: the node itself, or the branches a condition may show. */
function wordyLiterals(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && hasWords(node.value) ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((quasi) => hasWords(quasi.value.cooked ?? quasi.value.raw)) ? [node] : [];
    case 'JSXExpressionContainer':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return wordyLiterals(node.expression);
    case 'ConditionalExpression':
      return [...wordyLiterals(node.consequent), ...wordyLiterals(node.alternate)];
    case 'LogicalExpression':
      return [...wordyLiterals(node.left), ...wordyLiterals(node.right)];
    default:
      return [];
  }
}

/** The words as written: a literal's text, a template's source. */
const shown = (node, source) => (node.type === 'Literal' ? String(node.value) : source.getText(node));

const excerpt = (text) => {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
};

/** @type {import('eslint').Rule.RuleModule} */
export const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: "Visible text in a screen goes through the translator (useT() from '@/lib/i18n')." },
    schema: [],
    messages: {
      text: "Visible text \"{{text}}\" is not translated: write {t('…')} (useT() from '@/lib/i18n') and add the key to mocks/data/keywords.ts.",
      attribute:
        "The {{name}} \"{{text}}\" is not translated: pass t('…') (useT() from '@/lib/i18n') and add the key to mocks/data/keywords.ts.",
    },
  },
  create(context) {
    const source = context.sourceCode;
    return {
      JSXText(node) {
        if (hasWords(node.value))
          context.report({ node, messageId: 'text', data: { text: excerpt(node.value) } });
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        for (const literal of wordyLiterals(node.expression)) {
          context.report({
            node: literal,
            messageId: 'text',
            data: { text: excerpt(shown(literal, source)) },
          });
        }
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !SHOWN_ATTRIBUTE.test(node.name.name)) return;
        for (const literal of wordyLiterals(node.value)) {
          context.report({
            node: literal,
            messageId: 'attribute',
            data: { name: node.name.name, text: excerpt(shown(literal, source)) },
          });
        }
      },
    };
  },
};

export default { rules: { 'no-untranslated-text': noUntranslatedText } };
