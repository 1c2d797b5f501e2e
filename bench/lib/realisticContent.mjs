// @ts-check
// The text and media the realistic benchmark app (./realisticApp.mjs) is made of, from a seeded PRNG.
// Text (JavaScript, source maps, JSON, CSS, SVG) is generated token by token from a seeded vocabulary
// so that it deflates like real code (about 4 to 5x with deflate level 6), neither random bytes nor
// trivially repetitive. To keep generation fast, each kind of text is generated once into a pool of a
// few MiB and files are cut from random offsets of it; deflate only looks 32 KiB back, so it sees each
// file as ordinary text.
import { createHash } from "node:crypto";

export const MiB = 1024 * 1024;

/**
 * mulberry32: a small seeded PRNG, uniform in [0, 1).
 * @param {number} seed
 */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @typedef {() => number} Random */

/**
 * @param {Random} random
 * @param {number} n
 */
export const int = (random, n) => Math.floor(random() * n);

/**
 * An index skewed towards the start (words of real code follow a Zipf-like law).
 * @param {Random} random
 * @param {number} n
 */
const skewed = (random, n) => Math.floor(n * random() ** 3);

const SYLLABLES =
  "get set on use to is has add load item list user data view page form state value config event handle render update create remove select change submit token query cache store route error option index count total name type".split(
    " ",
  );
const KEYWORDS = [
  "return ",
  "const ",
  "let ",
  "var ",
  "if(",
  "else ",
  "function ",
  "new ",
  "typeof ",
  "void 0",
  "null",
  "true",
  "false",
  "this.",
  "await ",
  "async ",
  "=>",
];

/**
 * @param {Random} random
 * @param {number} count
 */
export function vocabulary(random, count) {
  /** @type {string[]} */
  const words = [];
  for (let i = 0; i < count; i++) {
    const parts = 1 + int(random, 3);
    let word = "";
    for (let p = 0; p < parts; p++) {
      const s = SYLLABLES[int(random, SYLLABLES.length)] ?? "x";
      word += p === 0 ? s : s[0]?.toUpperCase() + s.slice(1);
    }
    words.push(random() < 0.15 ? `${word}${int(random, 100)}` : word);
  }
  return words;
}

/**
 * Minified-bundle-like JavaScript of about `bytes` characters.
 * @param {Random} random
 * @param {string[]} words
 * @param {number} bytes
 */
export function javascript(random, words, bytes) {
  const out = [];
  let length = 0;
  const short = "abcdefghijklmnopqrstuvwxyz";
  const id = () =>
    random() < 0.5
      ? (short[skewed(random, 26)] ?? "e")
      : (words[skewed(random, words.length)] ?? "x");
  while (length < bytes) {
    let piece;
    switch (int(random, 13)) {
      case 9:
        piece = `Object.defineProperty(${id()},"${id()}",{enumerable:!0,get:function(){return ${id()}}});`;
        break;
      case 10:
        piece = `${id()}.createElement("div",{className:"${id()}",onClick:${id()}},${id()}),`;
        break;
      case 11:
        piece = `${id()}.prototype.${id()}=function(${id()}){return this.${id()}.${id()}(${id()})};`;
        break;
      case 12:
        piece = `document.addEventListener("${["click", "keydown", "load"][int(random, 3)]}",function(${id()}){${id()}.${id()}(${id()}.target)});`;
        break;
      case 0:
        piece = `function ${id()}(${id()},${id()}){${KEYWORDS[int(random, KEYWORDS.length)]}${id()}.${id()}(${id()})}`;
        break;
      case 1:
        piece = `${id()}.${id()}=${skewed(random, 4096)};`;
        break;
      case 2:
        piece = `const ${id()}=${id()}(${id()},"${id()}-${id()}");`;
        break;
      case 3:
        piece = `if(${id()}&&${id()}.${id()}!==${int(random, 64)})return ${id()};`;
        break;
      case 4:
        piece = `${id()}:function(${id()}){return ${id()}.${id()}(${id()})},`;
        break;
      case 5:
        piece = `"${words[skewed(random, words.length)]} ${words[skewed(random, words.length)]}",`;
        break;
      case 6:
        piece = `var ${id()}=${id()}[${int(random, 32)}]||{};`;
        break;
      case 7:
        piece = `${id()}.${id()}((${id()})=>${id()}.${id()}(${id()}));`;
        break;
      default:
        piece = `${KEYWORDS[int(random, KEYWORDS.length)]}${id()}${random() < 0.5 ? ";" : ","}`;
    }
    out.push(piece);
    length += piece.length;
  }
  return out.join("");
}

/**
 * Source-map "mappings": base64 VLQ segments, separated by `,` and `;`.
 * @param {Random} random
 * @param {number} bytes
 */
export function mappings(random, bytes) {
  const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const out = [];
  let length = 0;
  while (length < bytes) {
    let seg = "";
    const fields = random() < 0.7 ? 4 : 5;
    for (let f = 0; f < fields; f++) {
      // small deltas dominate real maps: mostly one character, sometimes two
      seg += b64[Math.floor(32 * random() ** 5)];
      if (random() < 0.1) seg += b64[32 + int(random, 32)] + (b64[int(random, 16)] ?? "A");
    }
    seg += random() < 0.08 ? ";" : ",";
    out.push(seg);
    length += seg.length;
  }
  return out.join("");
}

/**
 * Pretty-printed JSON (locale files, API fixtures, manifests).
 * @param {Random} random
 * @param {string[]} words
 * @param {number} bytes
 */
export function json(random, words, bytes) {
  const out = ["{\n"];
  let length = 2;
  while (length < bytes) {
    const key = `${words[skewed(random, words.length)]}.${words[skewed(random, words.length)]}`;
    const r = random();
    const value =
      r < 0.5
        ? `"${words[skewed(random, words.length)]} ${words[int(random, words.length)]} ${words[skewed(random, words.length)]}"`
        : r < 0.75
          ? String(skewed(random, 10000))
          : r < 0.97
            ? String(random() < 0.5)
            : `"${createHash("md5").update(String(random())).digest("hex").slice(0, 12)}"`;
    const line = `    "${key}": {\n      "value": ${value},\n      "description": "${words[skewed(random, words.length)]}"\n    },\n`;
    out.push(line);
    length += line.length;
  }
  out.push('  "end": true\n}\n');
  return out.join("");
}

/**
 * @param {Random} random
 * @param {string[]} words
 * @param {number} bytes
 */
export function css(random, words, bytes) {
  const props = [
    "display:flex",
    "margin:0",
    "padding:0 8px",
    "color:#",
    "background:#",
    "font-size:",
    "border-radius:4px",
    "position:absolute",
    "width:100%",
    "line-height:1.5",
    "z-index:",
    "transition:opacity .2s",
  ];
  const out = [];
  let length = 0;
  while (length < bytes) {
    let rule = `.${words[skewed(random, words.length)]}-${words[int(random, words.length)]}${random() < 0.3 ? `:${["hover", "focus", "before", "after"][int(random, 4)]}` : ""}{`;
    const n = 1 + int(random, 5);
    for (let i = 0; i < n; i++) {
      const p = props[int(random, props.length)] ?? "";
      rule += p.endsWith("#")
        ? `${p}${int(random, 0xffffff).toString(16).padStart(6, "0")};`
        : p.endsWith(":")
          ? `${p}${int(random, 40)}px;`
          : `${p};`;
    }
    rule += "}";
    out.push(rule);
    length += rule.length;
  }
  return out.join("");
}

/**
 * @param {Random} random
 * @param {number} bytes
 */
export function svg(random, bytes) {
  let out = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="';
  while (out.length < bytes) {
    out += `${"MLCQ"[int(random, 4)]}${(random() * 24).toFixed(2)} ${(random() * 24).toFixed(2)}`;
  }
  return `${out}"/></svg>\n`;
}

/** Magic bytes of already-compressed formats (the rest of such a file is incompressible). */
export const MAGIC = {
  jpg: Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"),
  png: Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
  webp: Buffer.from("524946460000000057454250565038200000", "hex"),
  woff2: Buffer.from("774f4632000100000000", "hex"),
  mp4: Buffer.from("000000206674797069736f6d0000020069736f6d69736f32", "hex"),
};

/**
 * A text pool and a cutter that takes `size` characters from a random offset (wrapping around).
 * @param {string} text
 */
export function pool(text) {
  const bytes = Buffer.from(text, "utf8");
  /**
   * @param {Random} random
   * @param {number} size
   */
  return (random, size) => {
    const parts = [];
    let left = size;
    while (left > 0) {
      const start = int(random, bytes.length);
      const take = Math.min(left, bytes.length - start);
      parts.push(bytes.subarray(start, start + take));
      left -= take;
    }
    return Buffer.concat(parts, size);
  };
}

/**
 * File sizes for `total` bytes: log-uniform between `min` and `max`, plus `large` files of `largeSize`.
 * @param {Random} random
 * @param {number} total
 * @param {number} min
 * @param {number} max
 */
export function sizes(random, total, min, max) {
  total = Math.max(0, Math.round(total));
  /** @type {number[]} */
  const list = [];
  let sum = 0;
  while (sum < total) {
    const size = Math.min(
      total - sum,
      Math.round(Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min)))),
    );
    list.push(Math.max(1, size));
    sum += size;
  }
  return list;
}
