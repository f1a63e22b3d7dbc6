import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/** A field as the limit rules see it: its name, alias and arguments, and the fields selected inside it. */
export interface WalkedField {
  name: string;
  alias: string | undefined;
  node: FieldNode;
}

/**
 * The fields of a selection set with fragments inlined. A fragment already being expanded on this path
 * is skipped: validation reports the cycle itself, and the limits must not loop on it meanwhile.
 */
export function fieldsOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  expanding: ReadonlySet<string> = new Set(),
): WalkedField[] {
  if (!selectionSet) return [];
  const fields: WalkedField[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      fields.push({ name: selection.name.value, alias: selection.alias?.value, node: selection });
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fields.push(...fieldsOf(selection.selectionSet, fragments, expanding));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || expanding.has(name)) continue;
      fields.push(...fieldsOf(fragment.selectionSet, fragments, new Set([...expanding, name])));
    }
  }
  return fields;
}

export function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  return fragmentsOfDocument(context.getDocument());
}

export function fragmentsOfDocument(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

export function operationName(operation: OperationDefinitionNode): string {
  return operation.name ? `Operation "${operation.name.value}"` : "The operation";
}
