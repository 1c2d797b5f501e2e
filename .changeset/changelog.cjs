// The changelog lines `changeset version` writes (.changeset/config.json, "changelog"): a release's own
// changesets one entry each (`- <commit>: <summary>`), and the dependencies it moves to in ONE entry,
// wrapped, however many there are. (The default repeated "Updated dependencies" once per changeset of
// every dependency: a first release of a package with ten dependencies read as a page of them.)
"use strict";

const WIDTH = 100;

/** `- <commit>: <first line>`, the summary's other lines indented under it. */
async function getReleaseLine(changeset) {
  const [first, ...rest] = changeset.summary.split("\n").map((line) => line.trimEnd());
  const commit = changeset.commit ? `${changeset.commit.slice(0, 7)}: ` : "";
  return [`- ${commit}${first}`, ...rest.map((line) => (line ? `  ${line}` : ""))].join("\n");
}

/** One entry naming every dependency this release moves to, wrapped at 100 columns. */
async function getDependencyReleaseLine(_changesets, dependenciesUpdated) {
  if (dependenciesUpdated.length === 0) return "";
  const names = dependenciesUpdated
    .map((dependency) => `${dependency.name}@${dependency.newVersion}`)
    .sort();
  const words = `- Depends on ${names.join(", ")}.`.split(" ");
  const lines = [];
  let line = "";
  for (const word of words) {
    if (line && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = `  ${word}`;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join("\n");
}

module.exports = { default: { getReleaseLine, getDependencyReleaseLine } };
