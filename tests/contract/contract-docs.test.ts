// @vitest-environment node
// contract:docs makes Redocly's page self-contained. The real build (`npm run contract:docs`,
// ~4 s) stays out of the test run; its post-processing is checked on the page's shape.
import './node-storage-shim';
import { describe, expect, it } from 'vitest';
import { inlineRedoc } from '../../scripts/contract-docs';

const CDN = 'https://cdn.redocly.com/redoc/v3.0.1/bundles/redoc.standalone.js';
const PAGE = `<head><link rel="modulepreload" href="${CDN}" integrity="sha384-x" crossorigin="anonymous" /></head>
<body><div id="redoc"></div><script type="module">
      import { hydrate } from "${CDN}";
      const __redoc_options = {"skipBundle":true,"disableTelemetry":false};
      hydrate({}, __redoc_options, document.getElementById('redoc'));
</script></body>`;
const BUNDLE =
  'const{RedocStandalone,hydrate,init}=(()=>({hydrate(){}}))();export{RedocStandalone,hydrate,init};';

describe('contract:docs', () => {
  it('inlines the Redoc bundle instead of importing it from the CDN, telemetry off', () => {
    const html = inlineRedoc(PAGE, BUNDLE);
    expect(html).not.toContain('cdn.redocly.com');
    expect(html).not.toContain('export{');
    expect(html).toContain('const{RedocStandalone,hydrate,init}=');
    expect(html).toContain('"disableTelemetry":true');
    expect(html.indexOf('const{RedocStandalone')).toBeLessThan(html.indexOf('hydrate({}'));
  });

  it('refuses a bundle that would end the script early', () => {
    expect(() => inlineRedoc(PAGE, 'x="</script>"')).toThrow(/cannot be inlined/);
  });
});
