// The locale chunks import merged(), and bundles.ts imports the chunks: apart, so that no
// two files import each other.

export type Bundle = Record<string, string>;

/**
 * The shell's translations (this folder) merged with each feature's own
 * (`features/<feature>/i18n/{mr,en,hi}.json`, or `<part>.{mr,en,hi}.json` when a feature
 * keeps several), so features add their labels without touching a shared file. Keys are
 * the English sentences (architecture rule 10).
 */
export function merged(shell: Bundle, features: Record<string, Bundle>): Bundle {
  return Object.assign({}, shell, ...Object.values(features)) as Bundle;
}
