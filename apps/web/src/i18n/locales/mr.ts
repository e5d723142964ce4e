import shell from '../mr.json';
import { merged } from '../merge';

/**
 * The mr words of the pages seen before signing in: the shell's (login page, errors) and the
 * landing page's. Its own chunk, fetched only when mr is in use (issue 8 §3). Vite needs the
 * glob patterns as literals, hence one file per language.
 */
export default merged(
  shell,
  import.meta.glob<Record<string, string>>(
    ['../../features/landing/i18n/mr.json', '../../features/landing/i18n/*.mr.json'],
    { eager: true, import: 'default' },
  ),
);
