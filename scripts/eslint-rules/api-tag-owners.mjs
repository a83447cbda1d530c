// ESLint rule: one owner per API tag (conventions rule 22, issue 37). Each orval tag's endpoints
// (`@/api-generated/endpoints/<tag>/…`) may be imported only from the folders the map names; the endpoints' barrel
// (`@/api-generated/endpoints`) from none. Options: `{ owners: { <tag>: ['src/domain/notifications', …] } }`.
import { relative, sep } from 'node:path';

const ENDPOINT = /^@\/api-generated\/endpoints(?:\/([^/]+))?(?:\/|$)/;

const rule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { owners: { type: 'object' } }, additionalProperties: false }],
    messages: {
      notOwner: "The '{{tag}}' endpoints belong to {{owners}}: use what that folder exports instead.",
      unknownTag: "The '{{tag}}' endpoints have no owner in eslint.config.js (API_TAG_OWNERS): name one.",
      barrel: 'Import one tag’s endpoints from its owner, not the endpoints barrel.',
    },
  },
  create(context) {
    const owners = context.options[0]?.owners ?? {};
    const file = relative(context.cwd, context.filename).split(sep).join('/');
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const match = ENDPOINT.exec(source);
      if (!match) return;
      const tag = match[1];
      if (!tag) return context.report({ node, messageId: 'barrel' });
      const allowed = owners[tag];
      if (!allowed) return context.report({ node, messageId: 'unknownTag', data: { tag } });
      if (allowed.some((folder) => file === folder || file.startsWith(`${folder}/`))) return;
      context.report({ node, messageId: 'notOwner', data: { tag, owners: allowed.join(', ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'api-tag-owners': rule } };
