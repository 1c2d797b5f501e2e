// The codemod's errors are the one coded error of `@hostbridge/protocol-types`: each keeps its public
// name, carries its code from MIGRATE_ERROR_CODES, and `isCodedError(error, "<class name>")` knows it
// (the CLI tells them apart so, whichever copy of the codemod it loaded).
import { describe, expect, it } from "vitest";
import { isCodedError } from "@hostbridge/protocol-types";
import {
  DependenciesMissingError,
  MIGRATE_ERROR_CODES,
  MigrationRefusedError,
  UnknownRuleError,
} from "@hostbridge/migrate";

describe("the codemod's errors", () => {
  it("keep their names, carry their codes and are known by the shared guard", () => {
    const errors = [
      [new DependenciesMissingError(["vue"]), "DependenciesMissingError", "DEPENDENCIES_MISSING"],
      [new UnknownRuleError(["nope"]), "UnknownRuleError", "UNKNOWN_RULE"],
      [
        new MigrationRefusedError("a.ts could not be parsed", ["a.ts"]),
        "MigrationRefusedError",
        "MIGRATION_REFUSED",
      ],
    ] as const;
    for (const [error, name, code] of errors) {
      expect(error.name).toBe(name);
      expect(error.code).toBe(MIGRATE_ERROR_CODES[code]);
      expect(isCodedError(error, name, code)).toBe(true);
    }
    expect(isCodedError(errors[0][0], "MigrationRefusedError")).toBe(false);
    expect(errors[0][0].packages).toEqual(["vue"]);
    expect(errors[2][0].files).toEqual(["a.ts"]);
  });
});
