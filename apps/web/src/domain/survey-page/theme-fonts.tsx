import { themeFontPaths } from '@gifthub/shared/fonts';
import type { TSurveyStyles } from '@gifthub/shared/survey-rules';
import { PUBLIC_API_PREFIX } from '../../lib/public-api';

/**
 * The stylesheets of a theme's fonts from our own host (/api/v1/fonts/{font}.css: regular, bold and italics as
 * woff2), one per served font; safe fonts need none. Plain <link>s, so the server-rendered public page asks for them
 * at once and no script is involved.
 */
export function ThemeFonts({ styles }: { styles: Partial<TSurveyStyles> | null | undefined }) {
  return (
    <>
      {themeFontPaths(styles).map((path) => (
        <link key={path} rel="stylesheet" href={`${PUBLIC_API_PREFIX}${path}`} data-theme-font="" />
      ))}
    </>
  );
}
