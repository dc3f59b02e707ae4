import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { graphqlTexts } from './texts';

/**
 * What one GraphQL document may ask for (docs/decisions.md, "Limits"). The school's own documents
 * stay far below: the deepest is 3 levels, the largest 10 fields, none uses an alias.
 */
const GRAPHQL_LIMITS = {
  /** Levels of nested selections. */
  depth: 6,
  /** Aliased fields, in all operations together. */
  aliases: 10,
  /** Fields asked for, fragments counted each time they are spread. */
  fields: 150,
  /** Operations in one document. */
  operations: 5,
} as const;

interface Shape {
  depth: number;
  aliases: number;
  fields: number;
  introspection: boolean;
}

const EMPTY: Shape = { depth: 0, aliases: 0, fields: 0, introspection: false };

/** Depth, aliases, fields and introspection of a document, each fragment measured once. */
function measureDocument(document: DocumentNode): Shape & { operations: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, Shape>();
  const inProgress = new Set<string>();

  const fragmentShape = (name: string): Shape => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    // Unknown or cyclic fragments are the standard validation's to refuse.
    if (!fragment || inProgress.has(name)) return EMPTY;
    inProgress.add(name);
    const shape = selectionShape(fragment.selectionSet);
    inProgress.delete(name);
    measured.set(name, shape);
    return shape;
  };

  const selectionShape = (set: SelectionSetNode): Shape => {
    const total: Shape = { ...EMPTY };
    const add = (shape: Shape, ownLevel: number) => {
      total.depth = Math.max(total.depth, shape.depth + ownLevel);
      total.aliases += shape.aliases;
      total.fields += shape.fields;
      total.introspection ||= shape.introspection;
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const inner = selection.selectionSet ? selectionShape(selection.selectionSet) : EMPTY;
        add(
          {
            depth: inner.depth,
            aliases: inner.aliases + (selection.alias ? 1 : 0),
            fields: inner.fields + 1,
            introspection: inner.introspection || name === '__schema' || name === '__type',
          },
          1,
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(selectionShape(selection.selectionSet), 0);
      } else {
        add(fragmentShape(selection.name.value), 0);
      }
    }
    return total;
  };

  const result = { ...EMPTY, operations: 0 };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    result.operations += 1;
    const shape = selectionShape(definition.selectionSet);
    result.depth = Math.max(result.depth, shape.depth);
    result.aliases += shape.aliases;
    result.fields += shape.fields;
    result.introspection ||= shape.introspection;
  }
  return result;
}

/** The refusals of a document: over a limit, or introspection asked by a visitor. */
export function documentProblems(document: DocumentNode, signedIn: boolean): GraphQLError[] {
  const shape = measureDocument(document);
  const problems: string[] = [];
  if (shape.operations > GRAPHQL_LIMITS.operations) problems.push(graphqlTexts.tooManyOperations(GRAPHQL_LIMITS.operations));
  if (shape.depth > GRAPHQL_LIMITS.depth) problems.push(graphqlTexts.tooDeep(GRAPHQL_LIMITS.depth));
  if (shape.aliases > GRAPHQL_LIMITS.aliases) problems.push(graphqlTexts.tooManyAliases(GRAPHQL_LIMITS.aliases));
  if (shape.fields > GRAPHQL_LIMITS.fields) problems.push(graphqlTexts.tooManyFields(GRAPHQL_LIMITS.fields));
  if (shape.introspection && !signedIn) problems.push(graphqlTexts.noIntrospection);
  return problems.map((message) => new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } }));
}
