// How compat types what a host answers or pushes, as an app of the existing client uses it.
/* eslint-disable @typescript-eslint/no-explicit-any -- the client types these as `any`; an app that type-checks against it must type-check here */
import type * as Protocol from "@hostbridge/protocol-types";
import type {
  Account,
  CanvasRetrieve,
  CanvasSection,
  File,
  FileRevision,
  Instance,
  MiniCanvas,
  MiniEvent,
  MiniFolder,
} from "./clientContentRecords";
import type { MiniUser, User } from "./clientRecords";

/**
 * HostBridge's host records and the client's declarations an app of the client reads in their place,
 * wherever they appear in an answer or a pushed payload. A canvas the host answers is the client's
 * `CanvasRetrieve` (which stands for its `Canvas` too), a file its `File` (the file calls that answer
 * the client's `FileRetrieve` say so in their own types).
 */
type ClientRecords = [
  [Protocol.Canvas, CanvasRetrieve],
  [Partial<Protocol.Canvas>, Partial<CanvasRetrieve>],
  [Protocol.CanvasSection, CanvasSection],
  [Protocol.File, File],
  [Protocol.FileRevision, FileRevision],
  [Protocol.User, User],
  [Protocol.Instance, Instance],
  [Protocol.UserSummary, MiniUser],
  [Protocol.CanvasSummary, MiniCanvas],
  [Protocol.FolderSummary, MiniFolder],
  [Protocol.EventSummary, MiniEvent],
  [Protocol.Account, Account],
];

/** A value ClientModel keeps as it is (`string & {}`, "any other string", included). */
type Primitive = string | number | boolean | bigint | symbol | null | undefined;

/** Whether `A` and `B` are the same type (not merely assignable to each other). */
type Same<A, B> =
  (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

/** The client's declaration of HostBridge's record `T`, or `never` when `T` is not one of them. */
type ClientRecordOf<T, Table = ClientRecords> = Table extends [
  [infer Ours, infer Theirs],
  ...infer Rest,
]
  ? Same<T, Ours> extends true
    ? Theirs
    : ClientRecordOf<T, Rest>
  : never;

/**
 * An answer or a pushed payload as an app of the client can use it: a host record is the client's
 * declaration of it (see ClientRecords), what else HostBridge declares keeps its type (arrays stay
 * arrays, a field's string stays a string), and what it does not know (an `unknown` value, the rest of
 * an open record) is `any`, as the client's REST models are to an app.
 */
export type ClientModel<T> = unknown extends T
  ? any
  : T extends Primitive | ArrayBuffer | Blob | Date | ((...args: never[]) => unknown)
    ? T
    : [ClientRecordOf<T>] extends [never]
      ? T extends object
        ? { [K in keyof T]: ClientModel<T[K]> }
        : T
      : ClientRecordOf<T>;
