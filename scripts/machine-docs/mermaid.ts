import type { ConfigValue } from './definition';

/**
 * A Mermaid `stateDiagram-v2` of a machine config (see definition.ts), so a machine can be read
 * without a network: GitHub and most editors draw Mermaid blocks. Nested states become composite
 * states, parallel regions are separated by `--`, delayed transitions are labelled `after <delay>`.
 */

type Node = { [key: string]: ConfigValue };

/** Mermaid ids cannot hold dots or '#': `#quiz.active.answering` → `quiz_active_answering`. */
function mermaidId(stateId: string): string {
  return stateId.replace(/^#/, '').replace(/[^A-Za-z0-9_]/g, '_');
}

function asList(value: ConfigValue | undefined): Node[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as Node[];
}

function label(event: string, transition: Node): string {
  const guard = typeof transition.guard === 'string' ? ` [${transition.guard}]` : '';
  // Mermaid reads ':' and ';' as syntax inside a label.
  return `${event}${guard}`.replace(/[:;]/g, ' ');
}

function transitionLines(node: Node, fromId: string, indent: string): string[] {
  const lines: string[] = [];
  const emit = (event: string, value: ConfigValue) => {
    for (const transition of asList(value)) {
      const target = transition.target;
      const targets =
        typeof target === 'string' ? [target] : Array.isArray(target) ? (target as string[]) : [];
      for (const to of targets)
        lines.push(`${indent}${fromId} --> ${mermaidId(to)} : ${label(event, transition)}`);
    }
  };
  for (const [event, value] of Object.entries((node.on ?? {}) as Node)) emit(event, value);
  for (const [delay, value] of Object.entries((node.after ?? {}) as Node)) emit(`after ${delay}`, value);
  if (node.always !== undefined) emit('always', node.always);
  for (const invoke of asList(node.invoke)) {
    if (invoke.onDone !== undefined) emit(`${String(invoke.id)} done`, invoke.onDone);
    if (invoke.onError !== undefined) emit(`${String(invoke.id)} error`, invoke.onError);
  }
  return lines;
}

function stateLines(key: string, node: Node, path: readonly string[], indent: string): string[] {
  const id = mermaidId(path.join('.'));
  const lines: string[] = [];
  const children = Object.entries((node.states ?? {}) as Record<string, Node>);
  if (children.length === 0) {
    lines.push(`${indent}state "${key}" as ${id}`);
    if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  } else {
    lines.push(`${indent}state "${key}" as ${id} {`);
    lines.push(...childLines(node, path, `${indent}  `));
    lines.push(`${indent}}`);
  }
  if (typeof node.description === 'string') {
    lines.push(
      `${indent}note right of ${id}`,
      `${indent}  ${node.description.replace(/\n/g, ' ')}`,
      `${indent}end note`,
    );
  }
  return lines;
}

function childLines(node: Node, path: readonly string[], indent: string): string[] {
  const children = Object.entries((node.states ?? {}) as Record<string, Node>);
  const blocks = children.map(([key, child]) => {
    const childPath = [...path, key];
    return [
      ...stateLines(key, child, childPath, indent),
      ...transitionLines(child, mermaidId(childPath.join('.')), indent),
    ];
  });
  if (node.type === 'parallel')
    return blocks.flatMap((block, i) => (i === 0 ? block : [`${indent}--`, ...block]));
  const initial =
    typeof node.initial === 'string'
      ? [`${indent}[*] --> ${mermaidId([...path, node.initial].join('.'))}`]
      : [];
  return [...initial, ...blocks.flat()];
}

export function machineMermaid(config: Node): string {
  const id = String(config.id);
  const body =
    config.type === 'parallel'
      ? stateLines(id, config, [id], '  ')
      : [...childLines(config, [id], '  '), ...transitionLines(config, mermaidId(id), '  ')];
  return ['stateDiagram-v2', ...body, ''].join('\n');
}
