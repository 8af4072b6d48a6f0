import { getSection } from '@/server/site-content';
import { resolveTheme, themeCss } from '@/lib/theme';

/** Theme colours from site content, written into the server-rendered HTML so there is no flash. */
export async function ThemeStyle() {
  const css = themeCss(resolveTheme(await getSection('theme_colors')));
  return <style id="theme-colors" dangerouslySetInnerHTML={{ __html: css }} />;
}
