import type { UploadProgress } from "@hostbridge/deploy-client";
import { formatBytes } from "./output";
import type { Output } from "./output";

/** Reports upload progress: a redrawn bar on a terminal, a few plain lines otherwise, nothing under --json. */
export interface ProgressReporter {
  update(progress: UploadProgress): void;
  done(): void;
}

/** Creates the reporter for one upload. `now` is injectable for tests. */
export function uploadProgress(
  out: Output,
  label: string,
  now: () => number = Date.now,
): ProgressReporter {
  const started = now();
  let total = 0;
  let sent = 0;
  let lastDraw = 0;
  let lastQuarter = -1;
  let announced = false;
  const tty = out.term.stderrTTY;
  const width = Math.max(40, Math.min(out.term.io.columns ?? 80, 120));

  const draw = () => {
    const ratio = total > 0 ? Math.min(1, sent / total) : 0;
    const text = ` ${Math.floor(ratio * 100)
      .toString()
      .padStart(3)}% ${formatBytes(sent)}/${formatBytes(total)}`;
    const barWidth = Math.max(10, width - label.length - text.length - 4);
    const filled = Math.round(ratio * barWidth);
    out.raw(`\r${label} [${"#".repeat(filled)}${"-".repeat(barWidth - filled)}]${text}`);
  };

  return {
    update(progress) {
      if (out.json) return;
      total = progress.totalBytes;
      sent = progress.bytesSent;
      if (tty) {
        const time = now();
        if (time - lastDraw >= 100 || sent >= total) {
          lastDraw = time;
          draw();
        }
        return;
      }
      if (!announced) {
        announced = true;
        out.note(`${label}: uploading ${formatBytes(total)}`);
      }
      const quarter = total > 0 ? Math.floor((sent / total) * 4) : 0;
      if (quarter > lastQuarter && quarter > 0 && quarter < 4)
        out.note(`${label}: ${quarter * 25}% (${formatBytes(sent)})`);
      lastQuarter = Math.max(lastQuarter, quarter);
    },
    done() {
      if (out.json) return;
      const seconds = ((now() - started) / 1000).toFixed(1);
      if (tty) {
        draw();
        out.raw("\n");
      } else {
        out.note(`${label}: uploaded ${formatBytes(sent)} in ${seconds} s`);
      }
    },
  };
}
