/** What remark plugins that add a component to a page share: the node of its import. */
export interface MdastNode {
  type: string;
  children?: MdastNode[];
  [key: string]: unknown;
}

/** `import <name> from '<source>'`, as MDX represents an import in the page's tree. */
export function mdxImport(name: string, source: string): MdastNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}'`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      },
    },
  };
}
