// The post-robot codec against the golden fixtures of docs/protocol.md ("The platform wire").
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  answerFrame,
  decodePostRobotFrame,
  encodePostRobotFrame,
  postRobotRequest,
} from "@hostbridge/protocol-types/wire";
import type { PostRobotMessage, PostRobotRequest } from "@hostbridge/protocol-types";

const DIR = new URL("../../protocol-types/test/fixtures/platform/", import.meta.url);
const KEY = "__post_robot_10_0_46__";
const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`${name}.json`, DIR), "utf8")) as Record<
    string,
    PostRobotMessage[]
  >;
const frames = readdirSync(DIR)
  .filter((name) => name.startsWith("post-robot-"))
  .map((name) => name.slice(0, -".json".length));
// the fields the encoder makes up afresh for every message
const sameShape = (m: PostRobotMessage) => ({ ...m, id: "<id>", origin: "<origin>" });

describe("the post-robot codec and the golden fixtures", () => {
  it.each(frames)("decodes %s as it is posted (a JSON string)", (name) => {
    const fixture = read(name);
    const decoded = decodePostRobotFrame(JSON.stringify(fixture));
    expect(decoded?.map((m) => m.type)).toEqual(fixture[KEY]!.map((m) => m.type));
  });

  it("encodes a request exactly like post-robot-request.json", () => {
    const [fixture] = read("post-robot-request")[KEY]! as PostRobotRequest[];
    const id = fixture!.hash.slice(`${fixture!.name}_`.length);
    const encoded = decodePostRobotFrame(
      encodePostRobotFrame([postRobotRequest(fixture!.name, id, fixture!.data)]),
    )!;
    expect(encoded.map(sameShape)).toEqual([sameShape(fixture!)]);
  });

  it("answers like post-robot-answer.json and post-robot-answer-error.json", () => {
    const request = read("post-robot-request")[KEY]![0] as PostRobotRequest;
    const ok = JSON.parse(
      answerFrame(request, {
        ok: true,
        data: { user_action: "selected", content: [{ id: "file-1" }] },
      }),
    ) as Record<string, PostRobotMessage[]>;
    expect(ok[KEY]!.map(sameShape)).toEqual(read("post-robot-answer")[KEY]!.map(sameShape));
    const errorFixture = read("post-robot-answer-error")[KEY]!;
    const failing = { ...request, name: errorFixture[0]!.name, hash: errorFixture[0]!.hash };
    const { message, code, data } = (errorFixture[1] as { error: { __val__: never } }).error
      .__val__ as { message: string; code: string; data: unknown };
    const error = JSON.parse(
      answerFrame(failing, { ok: false, error: { message, code, data } as { message: string } }),
    ) as Record<string, PostRobotMessage[]>;
    expect(error[KEY]!.map(sameShape)).toEqual(errorFixture.map(sameShape));
  });
});
