import type { KyselyPlugin, RootOperationNode } from 'kysely';

/** A plugin that counts the statements sent through the database it is plugged into (those `which` picks, by default all). */
export function statementCounter(which: (node: RootOperationNode) => boolean = () => true): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      if (which(args.node)) this.count++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

/** A statement that takes row locks (`for update`). */
export const locksRows = (node: RootOperationNode) => node.kind === 'SelectQueryNode' && (node.endModifiers?.some((m) => m.modifier === 'ForUpdate') ?? false);
