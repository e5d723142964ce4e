import { constants, inflateSync } from 'node:zlib';

/**
 * What a PDF may not carry (decisions 0033, 0040's issue 17 §7): actions and features that
 * run code, start programs, send data out or open other files, which a viewer outside the
 * browser (Acrobat on a station PC) would obey. Court orders, summons and help PDFs never
 * need them. Refused, not rewritten: a refused file is re-scanned or printed to PDF by the
 * officer, and nothing half-cleaned is stored.
 *
 * - Anywhere in a dictionary: /JavaScript, /JS, /Launch, /EmbeddedFile(s), /RichMedia, /XFA
 *   (XML forms carry scripts), /AA (actions on open, close, page view, field events),
 *   /SubmitForm (sends form data out), /GoToR and /GoToE (open other files), /ImportData.
 * - An /OpenAction that opens a web address (/URI): a link the reader clicks stays allowed.
 *
 * Dictionaries are read where a viewer reads them: between objects (stream data left out,
 * so compressed bytes never spell a short name by chance) and inside compressed object
 * streams (PDF 1.5). The data of other Flate streams is inflated and searched for the long
 * names too. What cannot be read counts as active.
 */
const ACTIVE_NAMES =
  /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|AA|SubmitForm|GoToR|GoToE|ImportData)(?![A-Za-z0-9])/;
/** Names long enough to look for in stream data, where any three bytes may occur. */
const LONG_ACTIVE_NAMES =
  /\/(?:JavaScript|Launch|EmbeddedFiles?|RichMedia|SubmitForm|ImportData)(?![A-Za-z0-9])/;
const STREAM = /\bstream\r?\n/g;
const OBJECT_STREAM = /\/ObjStm(?![A-Za-z0-9])/;

/** Most all streams may inflate to while we look inside; more is a zip bomb. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
const MAX_STREAMS = 5000;

/** PDF names may spell any byte as #xx (/J#61vaScript is /JavaScript). */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

interface Stream {
  dictionary: string;
  start: number;
  end: number;
}

/** The streams of a file: each one's dictionary and where its data lies. */
function streamsOf(text: string): Stream[] | null {
  const streams: Stream[] = [];
  let from = 0;
  for (const match of text.matchAll(STREAM)) {
    if (match.index < from) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return null;
    const opened = text.lastIndexOf('obj', match.index);
    streams.push({ dictionary: text.slice(Math.max(opened, from), match.index), start, end });
    from = end + 'endstream'.length;
    if (streams.length > MAX_STREAMS) return null;
  }
  return streams;
}

/** The data of a stream as a viewer decodes it, or null when we cannot. */
function decoded(bytes: Buffer, s: Stream, budget: { left: number }): Buffer | null {
  const data = bytes.subarray(s.start, s.end);
  const dictionary = unescapeNames(s.dictionary);
  if (!dictionary.includes('/Filter')) return data;
  const flateOnly = /\/Filter\s*(?:\/FlateDecode|\[\s*\/FlateDecode\s*\])(?![A-Za-z0-9])/;
  if (!flateOnly.test(dictionary) || dictionary.includes('/DecodeParms')) return null;
  try {
    const out = inflateSync(data, {
      maxOutputLength: budget.left,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    budget.left -= out.length;
    return out;
  } catch {
    return null;
  }
}

/** The objects of a compressed object stream, by number: "n offset" pairs, then the objects. */
function objectsIn(inner: string, dictionary: string): Map<string, string> {
  const first = Number(/\/First\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
  const header = inner.slice(0, first).trim().split(/\s+/).map(Number);
  const objects = new Map<string, string>();
  for (let i = 0; i + 1 < header.length; i += 2) {
    const next = header[i + 3];
    const from = first + (header[i + 1] ?? 0);
    objects.set(
      String(header[i]),
      inner.slice(from, next === undefined ? undefined : first + next),
    );
  }
  return objects;
}

/** The dictionary text an /OpenAction names: inline, or the object it refers to. */
function openActions(dictionaries: string, objects: Map<string, string>): string[] {
  const found: string[] = [];
  for (const m of dictionaries.matchAll(/\/OpenAction\s*(?:(\d+)\s+\d+\s+R|<<)/g)) {
    if (m[1] === undefined) {
      found.push(dictionaries.slice(m.index, m.index + 2000));
      continue;
    }
    const plain = new RegExp(`(?:^|\\s)${m[1]}\\s+\\d+\\s+obj\\b([\\s\\S]*?)\\bendobj`).exec(
      dictionaries,
    );
    found.push(plain?.[1] ?? objects.get(m[1]) ?? '/URI');
  }
  return found;
}

export function isActivePdf(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  const streams = streamsOf(text);
  if (!streams) return true;
  // Between the streams: every object's dictionary, the trailer, the cross-reference table.
  let between = '';
  let at = 0;
  for (const s of streams) {
    between += text.slice(at, s.start);
    at = s.end;
  }
  between += text.slice(at);
  let dictionaries = unescapeNames(between);
  const budget = { left: MAX_INFLATED_BYTES };
  const objects = new Map<string, string>();
  for (const s of streams) {
    const isObjectStream = OBJECT_STREAM.test(unescapeNames(s.dictionary));
    // Images and fonts carry no actions; their data is left alone.
    if (
      !isObjectStream &&
      /\/Subtype\s*\/(?:Image|Type1C|CIDFontType0C|OpenType)/.test(s.dictionary)
    )
      continue;
    const data = decoded(bytes, s, budget);
    if (data === null) {
      if (isObjectStream) return true;
      continue;
    }
    const inner = unescapeNames(data.toString('latin1'));
    if (isObjectStream) {
      dictionaries += `\n${inner}`;
      for (const [n, body] of objectsIn(inner, s.dictionary)) objects.set(n, body);
    } else if (LONG_ACTIVE_NAMES.test(inner)) return true;
  }
  if (ACTIVE_NAMES.test(dictionaries)) return true;
  return openActions(dictionaries, objects).some((action) => {
    const end = action.indexOf('>>');
    return /\/URI(?![A-Za-z0-9])/.test(end < 0 ? action : action.slice(0, end + 2));
  });
}
