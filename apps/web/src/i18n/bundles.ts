import type { Language } from '@cmis/shared';
import en from './en.json';
import hi from './hi.json';
import mr from './mr.json';

type Bundle = Record<string, string>;

/**
 * The shell's translations (this folder) merged with each feature's own
 * (`features/<feature>/i18n/{mr,en,hi}.json`, or `<part>.{mr,en,hi}.json` when a feature
 * keeps several), so features add their labels without touching a shared file. Keys are
 * the English sentences (DESIGN.md rule 10).
 */
const featureFiles = import.meta.glob<Bundle>('../features/*/i18n/*.json', {
  eager: true,
  import: 'default',
});

function merged(language: Language, shell: Bundle): Bundle {
  const out: Bundle = { ...shell };
  for (const [path, bundle] of Object.entries(featureFiles)) {
    if (path.endsWith(`/${language}.json`) || path.endsWith(`.${language}.json`)) {
      Object.assign(out, bundle);
    }
  }
  return out;
}

export const BUNDLES: Record<Language, Bundle> = {
  mr: merged('mr', mr),
  en: merged('en', en),
  hi: merged('hi', hi),
};
