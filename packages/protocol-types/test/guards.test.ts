import { describe, expect, it } from "vitest";
import { isPlainObject, isRecord } from "@hostbridge/protocol-types";

class Point {
  x = 1;
}

describe("isRecord", () => {
  it("accepts an object that is neither null nor an array, class instances included", () => {
    expect(isRecord({ type: "ui_open" })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    expect(isRecord(new Point())).toBe(true);
    expect(isRecord(new Date())).toBe(true);
  });

  it("refuses null, arrays and primitives", () => {
    for (const value of [null, undefined, [], [1], "x", 1, true, () => ({})])
      expect(isRecord(value)).toBe(false);
  });
});

describe("isPlainObject", () => {
  it("accepts object literals, parsed JSON and null-prototype objects", () => {
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(JSON.parse('{"a":{"b":2}}'))).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
  });

  it("refuses class instances, arrays, null and primitives", () => {
    for (const value of [new Point(), new Date(), new Map(), /x/, [], null, "x", 1])
      expect(isPlainObject(value)).toBe(false);
  });
});
