import shell from '../hi.json';
import { merged } from '../merge';

/**
 * The hi words of the pages seen before signing in: the shell's (login page, errors) and the
 * landing page's. Its own chunk, fetched only when hi is in use (issue 8 §3). Vite needs the
 * glob patterns as literals, hence one file per language.
 */
export default merged(
  shell,
  import.meta.glob<Record<string, string>>(
    ['../../features/landing/i18n/hi.json', '../../features/landing/i18n/*.hi.json'],
    { eager: true, import: 'default' },
  ),
);
