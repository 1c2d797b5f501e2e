/** One environment of the registry, as the docs read it. */
export interface Environment {
  id: "ui" | "admin" | "dsr" | "impact";
  title: string;
  table: Record<string, unknown>;
  map: string;
  entry: string;
  kind: string;
  prefix: string;
  requestType: string;
}
/** One operation of the registry. */
export interface Operation {
  type: string;
  environment: Environment;
  method: string;
  waitsForPerson: boolean;
  bare: boolean;
}
/** A request or response type read by the TypeScript checker. */
export interface Shape {
  text: string;
  name: string | undefined;
  optional: boolean;
  fields: { name: string; optional: boolean; type: string; doc: string }[];
  /** The index signatures of an open record (`[key: string]: unknown`): other fields may come. */
  open: { key: string; type: string }[];
}
export declare const ENVIRONMENTS: Environment[];
/** Every operation of every environment, in registry order. */
export declare function operations(): Operation[];
/** The request and response type of every operation. */
export declare function readShapes(
  ops: Operation[],
): Map<string, { request: Shape; response: Shape }>;
