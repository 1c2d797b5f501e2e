// The ways an exported recording leaves the device, each saying what happened (the inspector's status
// line shows it): the system share sheet with the file (`navigator.share`, where
// `navigator.canShare` accepts files: iPadOS and Android browsers, WebViews that have it); copy as
// text, to the clipboard or, where the clipboard is refused (an iframe without the permission, a
// WebView), selected on screen for the person to copy; and a download, for desktop browsers (a
// WKWebView ignores it).

/** What an export did; the inspector's status line shows its `message`. */
export interface ExportOutcome {
  /**
   * - `shared`: the system share sheet took the file;
   * - `copied`: the recording is on the clipboard, as text;
   * - `selected`: the clipboard was refused, so the recording's text is shown selected for the person
   *   to copy (`text`);
   * - `downloaded`: handed to the browser as a download;
   * - `cancelled`: the person closed the share sheet (nothing was sent);
   * - `failed`: nothing left the page (`message` says why).
   */
  result: "shared" | "copied" | "selected" | "downloaded" | "cancelled" | "failed";
  /** The file's name (`<app>-<time>.scenario.json`); a copy is meant to be saved under it. */
  fileName: string;
  /** How many records the export was made of. */
  records: number;
  /** What the status line says: what happened and to how much, or why it failed. */
  message: string;
  /** `selected`: the recording's text, for the person to copy. */
  text?: string | undefined;
}

/** One export of the recording: its file name, its text (the scenario as JSON) and its record count. */
export interface RecordingFile {
  name: string;
  text: string;
  records: number;
}

const outcome = (
  result: ExportOutcome["result"],
  file: RecordingFile,
  message: string,
  text?: string,
): ExportOutcome => ({
  result,
  fileName: file.name,
  records: file.records,
  message,
  ...(text === undefined ? {} : { text }),
});
const amount = (file: RecordingFile) => `${file.records} records as ${file.name}`;
const reason = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Shares the recording as a file through the system share sheet when the engine can share files
 * (`navigator.canShare({ files })`); otherwise, or when sharing fails, copies it as text
 * ({@link copyRecording}). Call it from the person's tap: sharing needs that gesture.
 */
export async function shareRecording(file: RecordingFile): Promise<ExportOutcome> {
  const nav = globalThis.navigator as Partial<Navigator> | undefined;
  const shared = new File([file.text], file.name, { type: "application/json" });
  let why = "this browser cannot share files";
  if (nav?.share && nav.canShare?.({ files: [shared] })) {
    try {
      await nav.share({ files: [shared], title: file.name });
      return outcome("shared", file, `shared ${amount(file)}`);
    } catch (error) {
      if (error instanceof Error && error.name == "AbortError")
        return outcome("cancelled", file, `sharing cancelled: ${file.name} was not sent`);
      why = `sharing failed (${reason(error)})`;
    }
  }
  return copyRecording(file, why);
}

/**
 * Copies the recording as text to the clipboard; where the clipboard is missing or refused, the
 * outcome is `selected` with the text, which the inspector shows selected for the person to copy.
 * `before`: why this is a copy (a share that could not happen), put first in the message.
 */
export async function copyRecording(file: RecordingFile, before?: string): Promise<ExportOutcome> {
  const lead = before ? `${before}; ` : "";
  const clipboard = (globalThis.navigator as Partial<Navigator> | undefined)?.clipboard;
  let why = "this page has no clipboard";
  if (clipboard)
    try {
      await clipboard.writeText(file.text);
      return outcome(
        "copied",
        file,
        `${lead}copied ${file.records} records as text; paste them into a file named ${file.name}`,
      );
    } catch (error) {
      why = `the clipboard was refused (${reason(error)})`;
    }
  return outcome(
    "selected",
    file,
    `${lead}${why}: the recording's text is selected below; copy it and save it as ${file.name}`,
    file.text,
  );
}

/** Hands the recording to the browser as a download (desktop browsers; a WebView ignores it). */
export function downloadRecording(file: RecordingFile, doc: Document): ExportOutcome {
  try {
    const url = URL.createObjectURL(new Blob([file.text], { type: "application/json" }));
    const link = doc.createElement("a");
    link.href = url;
    link.download = file.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    return outcome(
      "downloaded",
      file,
      `exported ${amount(file)} (a download: inside an app's WebView use share or copy)`,
    );
  } catch (error) {
    return outcome("failed", file, `the download failed (${reason(error)}); use share or copy`);
  }
}
