// Content pages arrive as HTML the backend says it sanitised; keep a second, strict
// line of defence anyway: only a small set of text tags, no attributes but safe links.
const ALLOWED = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'UL',
  'OL',
  'LI',
  'H2',
  'H3',
  'H4',
  'A',
  'BLOCKQUOTE',
  'SPAN',
]);

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walk = (node: Element) => {
    for (const child of [...node.children]) {
      if (!ALLOWED.has(child.tagName)) {
        if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE'].includes(child.tagName))
          child.remove();
        else child.replaceWith(...child.childNodes);
        continue;
      }
      for (const attr of [...child.attributes]) {
        const safeHref =
          child.tagName === 'A' &&
          attr.name === 'href' &&
          /^(https?:|mailto:|tel:|\/)/i.test(attr.value);
        if (!safeHref) child.removeAttribute(attr.name);
      }
      if (child.tagName === 'A') child.setAttribute('rel', 'noopener noreferrer');
      walk(child);
    }
  };
  // Unwrapping can surface new children: repeat until stable.
  let before = '';
  while (before !== doc.body.innerHTML) {
    before = doc.body.innerHTML;
    walk(doc.body);
  }
  return doc.body.innerHTML;
}
