// Real zip archives for the tests, built with yazl (the packer deploy-client uses).
import yazl from "yazl";

/** One entry: text or bytes, optionally with a Unix mode (e.g. 0o120777 for a symbolic link). */
export type ZipEntry = string | Uint8Array | { content: string | Uint8Array; mode?: number };

/** Builds a zip holding `entries` (name -> content), entries in the given order. */
export function buildZip(entries: Record<string, ZipEntry>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, entry] of Object.entries(entries)) {
    const { content, mode } =
      typeof entry === "string" || entry instanceof Uint8Array ? { content: entry } : entry;
    const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : Buffer.from(content);
    zip.addBuffer(bytes, name, {
      mtime: new Date("2024-01-01T00:00:00Z"),
      ...(mode === undefined ? {} : { mode }),
    });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

/**
 * Renames an entry inside a built zip by rewriting its name bytes in the local header and the central
 * directory. yazl refuses unsafe names, so this is how the tests make archives with `..` or absolute
 * entries. The new name must have the same byte length as the old one.
 */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  const source = Buffer.from(from, "utf8");
  const target = Buffer.from(to, "utf8");
  if (source.length !== target.length)
    throw new Error("renameEntry needs names of the same byte length");
  const out = Buffer.from(zip);
  let found = 0;
  for (let index = out.indexOf(source); index !== -1; index = out.indexOf(source, index + 1)) {
    target.copy(out, index);
    found += 1;
  }
  if (found < 2) throw new Error(`entry ${from} not found in both zip headers`);
  return out;
}

/** A minimal valid app: app.json plus an entry page, a script and a stylesheet. */
export function appFiles(
  name: string,
  marker: string,
  extra: Record<string, ZipEntry> = {},
): Record<string, ZipEntry> {
  return {
    "app.json": JSON.stringify({ name, version: "1.0.0", display_name: `App ${name}` }),
    "index.html": `<!doctype html><title>${marker}</title><script src="app.js"></script>`,
    "app.js": `console.log(${JSON.stringify(marker)});`,
    "styles/main.css": `body { color: red } /* ${marker} */`,
    ...extra,
  };
}
