/** How master names read on the Act/Section screen; both languages, but nothing twice. */

export interface TwoLanguageName {
  /** The name in the reader's language (the Devanagari one for Marathi and Hindi). */
  primary: string;
  /** The other language's name, when it says something different. */
  secondary: string | null;
}

export function twoLanguageName(language: string, nameMr: string, nameEn: string): TwoLanguageName {
  const mr = nameMr.trim();
  const en = nameEn.trim();
  const [first, second] = language === 'en' ? [en, mr] : [mr, en];
  if (!first) return { primary: second, secondary: null };
  // An act added on this screen carries the one name it was typed with in both columns.
  if (!second || second.toLowerCase() === first.toLowerCase()) {
    return { primary: first, secondary: null };
  }
  return { primary: first, secondary: second };
}

/**
 * A section's description without its code: the names are stored as '379 - Theft' so that
 * crime forms can show them alone, but the table has a column for the code already.
 */
export function sectionDescription(code: string, name: string): string {
  const text = name.trim();
  const prefix = code.trim();
  if (!prefix || !text.toLowerCase().startsWith(prefix.toLowerCase())) return text;
  const rest = text.slice(prefix.length);
  if (rest.trim() === '') return '';
  // '3790' must not lose '379': strip the code only where a separator follows it.
  const separator = /^\s*[-–:]\s*/.exec(rest);
  return separator ? rest.slice(separator[0].length).trim() : text;
}
