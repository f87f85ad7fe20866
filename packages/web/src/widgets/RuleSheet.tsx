// CSS made while the app runs (the tutorial's "show me" highlight), as a constructed
// stylesheet adopted by the document. The Content-Security-Policy allows no inline <style>
// (style-src 'self'); the CSSOM is the app's own script, which it allows.

import { useEffect } from 'preact/hooks';

/** Adopt `css` while this is rendered; nothing on the page. */
export function RuleSheet({ css }: { css: string }) {
  useEffect(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [css]);
  return null;
}
