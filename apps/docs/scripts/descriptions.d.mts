/** An operation's description: what it does, when to use it, what the person sees. */
export interface Description {
  does: string;
  when: string;
  sees: string;
}
/** Splits a row's doc comment into its three parts; a part it lacks is "". */
export declare function parseDescription(comment: string): Description;
/** The description of every row of the registry's tables, by operation type. */
export declare function readDescriptions(path?: string): Map<string, Description>;
/** The opening of an operation page (Markdown); throws when a part is missing. */
export declare function descriptionSection(
  type: string,
  description: Description | undefined,
): string;
