import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isHostSimulatorError } from "../src/index";
import { parseQuery, runQuery } from "../src/query";

const tables = {
  Account: [
    { Id: "a1", Name: "Riverside", City: "Springfield", Score: 7 },
    { Id: "a2", Name: "Northgate", City: "Shelbyville", Score: 3 },
    { Id: "a3", Name: "Lakeside", City: "Springfield", Score: 9 },
  ],
};

describe("runQuery", () => {
  it("selects fields, filters with AND, orders and limits", () => {
    expect(
      runQuery(tables, "select Id, Name from account where City = 'Springfield' and Score >= 8"),
    ).toEqual([{ Id: "a3", Name: "Lakeside" }]);
    expect(runQuery(tables, "SELECT Name FROM Account ORDER BY Score DESC LIMIT 2")).toEqual([
      { Name: "Lakeside" },
      { Name: "Riverside" },
    ]);
    expect(runQuery(tables, "SELECT * FROM Account WHERE Id IN ('a2', 'a9')")).toEqual([
      tables.Account[1],
    ]);
    expect(
      runQuery(tables, "SELECT FIELDS(ALL) FROM Account WHERE Name LIKE '%side'").map((r) => r.Id),
    ).toEqual(["a1", "a3"]);
    expect(runQuery(tables, "SELECT Id FROM Account WHERE City <> 'Springfield'")).toEqual([
      { Id: "a2" },
    ]);
  });

  it("binds ? placeholders in order and returns copies", () => {
    const rows = runQuery(tables, "SELECT * FROM Account WHERE City = ? AND Score < ?", [
      "Springfield",
      "8",
    ]);
    expect(rows.map((r) => r.Id)).toEqual(["a1"]);
    rows[0]!.Name = "changed";
    expect(tables.Account[0]!.Name).toBe("Riverside");
  });

  it("explains what it expected when a query cannot be parsed", () => {
    const cases: [string, string][] = [
      ["UPDATE Account", 'found "UPDATE" where SELECT was expected'],
      ["SELECT FROM Account", 'found "FROM" where a field name was expected'],
      ["SELECT Id FROM Account WHERE Name ~ 'x'", 'unexpected character "~"'],
      ["SELECT Id FROM Account WHERE Name =", "it ends where a value was expected"],
      ["SELECT Id FROM Account LIMIT -1", "LIMIT needs a non-negative integer"],
      ["SELECT Id FROM Account WHERE Id = ?", "placeholder 1 has no argument"],
      ["SELECT Id FROM Account extra", 'unexpected "extra" after the query'],
    ];
    for (const [query, problem] of cases) {
      let error: unknown;
      try {
        parseQuery(query);
      } catch (e) {
        error = e;
      }
      expect(isHostSimulatorError(error, "INVALID_QUERY"), query).toBe(true);
      expect((error as Error).message, query).toContain(problem);
      expect((error as Error).message).toContain("expected SELECT <fields> FROM <object>");
    }
  });

  it("names the objects it has when the table does not exist", () => {
    expect(() => runQuery(tables, "SELECT Id FROM Lead")).toThrow(
      'there is no object "Lead"; the simulated data has Account',
    );
  });

  it("never throws anything but INVALID_QUERY on arbitrary input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (query) => {
        try {
          runQuery(tables, query);
        } catch (error) {
          if (!isHostSimulatorError(error, "INVALID_QUERY")) throw error;
        }
      }),
      { numRuns: 500 },
    );
  });
});
