import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Drops the `description` of every state node from the machines in the client build. The descriptions
 * are for developers and testers (docs/machines, the Stately visualiser and inspector, `npm run paths`),
 * which read the machines in Node or in `npm run dev`; no view reads them, and on the home page they
 * cost bytes every candidate downloads (docs/decisions/0001). Only `vite build` runs this.
 */
export function stripMachineDescriptions(): Plugin {
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/machines\/[^/]+\.machine\.ts$/.test(id.split('?')[0]!)) return null;
      const stripped = withoutMachineDescriptions(code, id);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}

/** Keys whose values are data or arguments, not machine config: a `description` there is left alone. */
const DATA_KEYS = new Set(['context', 'params', 'input', 'meta', 'output']);

/**
 * The source without the `description: '…'` properties inside each `createMachine({...})` call's
 * config (the machine's, its states', its transitions'). Only plain string values go; a property whose
 * value is computed is kept, so what is left always means the same.
 */
export function withoutMachineDescriptions(code: string, fileName = 'machine.ts'): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];
  const isPlainString = (node: ts.Expression): boolean =>
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    (ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      isPlainString(node.left) &&
      isPlainString(node.right)) ||
    (ts.isParenthesizedExpression(node) && isPlainString(node.expression));
  const visitConfig = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      node.properties.forEach((property, index) => {
        if (!ts.isPropertyAssignment(property)) {
          ts.forEachChild(property, visitConfig);
          return;
        }
        const key =
          ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : '';
        if (key === 'description' && isPlainString(property.initializer)) {
          // with its line and comma: up to the next property, or, the last one, from the one before
          const next = node.properties[index + 1];
          const previous = node.properties[index - 1];
          cuts.push(
            next
              ? [property.getFullStart(), next.getFullStart()]
              : [previous ? previous.end : property.getFullStart(), node.properties.end],
          );
          return;
        }
        if (DATA_KEYS.has(key)) return;
        visitConfig(property.initializer);
      });
      return;
    }
    ts.forEachChild(node, visitConfig);
  };
  const findMachines = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      (ts.isIdentifier(node.expression)
        ? node.expression.text === 'createMachine'
        : ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'createMachine') &&
      node.arguments[0]
    ) {
      visitConfig(node.arguments[0]);
    }
    ts.forEachChild(node, findMachines);
  };
  findMachines(source);
  let out = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}
