// Running the conformance kit: the envelope checks, then the platform wire's, each a result, and
// the report as text.
import { WIRES } from "@hostbridge/protocol-types";
import { ENVIRONMENT_CHECKS } from "./environmentChecks";
import { EVENT_CHECKS } from "./eventChecks";
import { OPERATION_CHECKS } from "./operationChecks";
import { PLATFORM_CHECKS } from "./platformChecks";
import { CheckFailed, CheckSkipped, Probe } from "./probe";
import type { Check } from "./probe";
import { ROBUSTNESS_CHECKS } from "./robustnessChecks";
import { SERVICE_CHECKS } from "./serviceChecks";
import type { ConformanceReport, ConformanceResult, ConformanceTarget } from "./conformanceTypes";

/** The envelope wire's checks, in the order they run. */
const CHECKS: Check[] = [
  ...SERVICE_CHECKS,
  ...ENVIRONMENT_CHECKS,
  ...EVENT_CHECKS,
  ...ROBUSTNESS_CHECKS,
  ...OPERATION_CHECKS,
];

/**
 * Exercises a HOST implementation through a transport with every envelope kind, the way an app
 * would, and reports what it got wrong: SVC responses (status, echo of id/type/body, error shape,
 * unknown operations), ADMIN and DSR responses (ids, the `error` extension), events both ways,
 * pushed messages (envelopes and payloads checked against the schemas), stray responses and
 * malformed input (dropped without a reply, host still answering), and concurrent requests
 * (each answered exactly once, correlated by id). Never throws for a misbehaving host.
 *
 * @example
 * ```ts
 * import { createMockHost, runConformance, formatConformanceReport } from "@hostbridge/host-simulator";
 *
 * const mock = createMockHost();
 * const report = await runConformance({
 *   transport: mock.transport,
 *   emitEvent: (key, body) => void mock.host.emit(key, body as never),
 *   pushMessage: (type, payload) => void mock.host.push(type, payload as never),
 * });
 * console.log(formatConformanceReport(report));
 * mock.dispose();
 * ```
 */
export async function runConformance(target: ConformanceTarget): Promise<ConformanceReport> {
  const probe = new Probe(target.transport, target.timeout ?? 1000, target.quietPeriod ?? 150);
  const results: ConformanceResult[] = [];
  try {
    const wires = target.wires ?? WIRES;
    const checks = [
      ...(wires.includes("envelopes") ? CHECKS : []),
      ...(wires.includes("platform") ? PLATFORM_CHECKS : []),
    ];
    for (const check of checks) {
      try {
        const message = await check.run(probe, target);
        results.push({ name: check.name, ok: true, skipped: false, message });
      } catch (error) {
        if (error instanceof CheckSkipped)
          results.push({ name: check.name, ok: true, skipped: true, message: error.message });
        else if (error instanceof CheckFailed)
          results.push({ name: check.name, ok: false, skipped: false, message: error.message });
        else
          results.push({
            name: check.name,
            ok: false,
            skipped: false,
            message: `the check could not run: ${String(error)}`,
          });
      }
    }
  } finally {
    probe.close();
  }
  const skipped = results.filter((r) => r.skipped).length;
  const failed = results.filter((r) => !r.ok).length;
  return { passed: results.length - failed - skipped, failed, skipped, results };
}

/**
 * The report as text for a terminal or a log: one line per check (`PASS`, `FAIL`, `SKIP`), the
 * reason under each failure, and a summary line.
 *
 * @example
 * ```ts
 * const report = await runConformance({ transport });
 * process.stdout.write(formatConformanceReport(report));
 * ```
 */
export function formatConformanceReport(report: ConformanceReport): string {
  const lines = report.results.map((r) => {
    const label = r.skipped ? "SKIP" : r.ok ? "PASS" : "FAIL";
    return r.ok && !r.skipped ? `${label}  ${r.name}` : `${label}  ${r.name}\n      ${r.message}`;
  });
  lines.push("");
  lines.push(`${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`);
  return `${lines.join("\n")}\n`;
}
