import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_REL, sanitisePostHtml } from './blogHtml';

/** Payloads from the usual XSS cheat sheets (OWASP, PortSwigger), and a few of our own. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(1)>x</p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '<img """><script>alert(1)</script>">',
  '<a href="#" onfocus=alert(1) autofocus>x</a>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<a href="//evil.example/phish">x</a>',
  '<img src="//evil.example/track.png">',
  '<img src="http://insecure.example/a.png">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<p>ok</p><template><script>alert(1)</script></template>',
];

/** What may never appear in stored HTML. */
const DANGER = [
  /<script/i,
  /<iframe/i,
  /<svg/i,
  /<style/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /<math/i,
  /<details/i,
  /<video/i,
  /\son[a-z]+\s*=/i,
  /style\s*=/i,
  /srcdoc/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /(href|src)="\/\//i,
  /src="http:/i,
];

describe('sanitisePostHtml', () => {
  it.each(XSS_PAYLOADS)('leaves nothing dangerous of %s', (payload) => {
    const clean = sanitisePostHtml(`<p>before</p>${payload}<p>after</p>`);
    for (const pattern of DANGER) expect(clean).not.toMatch(pattern);
    expect(clean).toContain('<p>before</p>');
  });

  it('has at least 20 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it("keeps the editor's markup", () => {
    const html =
      '<h2>Deposits</h2><h3>How much</h3><h4>Cards</h4><p><strong>Bold</strong> and <em>italic</em><br>line</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<pre><code>code()</code></pre><hr>' +
      '<p><a href="/cars?type=suv">SUVs</a> <a href="mailto:help@example.ae">mail</a></p>' +
      '<img src="/media/uploads/blog/a-1200.webp" alt="Desert" width="1200" height="800">' +
      '<img src="https://images.example/b.webp" alt="B">';
    // Void elements come back self-closed (`<br />`), which HTML reads the same.
    expect(sanitisePostHtml(html).replace(/ \/>/g, '>')).toBe(html);
  });

  it('marks external links noopener noreferrer nofollow and keeps target=_blank only', () => {
    expect(sanitisePostHtml('<a href="https://rta.ae" rel="author" target="_top">RTA</a>')).toBe(
      `<a href="https://rta.ae" rel="${EXTERNAL_LINK_REL}">RTA</a>`,
    );
    expect(sanitisePostHtml('<a href="http://rta.ae" target="_blank">RTA</a>')).toBe(
      `<a href="http://rta.ae" rel="${EXTERNAL_LINK_REL}" target="_blank">RTA</a>`,
    );
    // Our own pages are not "nofollow".
    expect(sanitisePostHtml('<a href="/location/car-rental-abu-dhabi">AD</a>')).toBe(
      '<a href="/location/car-rental-abu-dhabi">AD</a>',
    );
  });

  it('drops unknown wrappers but keeps their words, and odd image sizes', () => {
    expect(sanitisePostHtml('<div><span class="x">Salik</span></div>')).toBe('Salik');
    expect(sanitisePostHtml('<img src="/a.webp" width="100%" height="9px">')).toBe(
      '<img src="/a.webp" />',
    );
  });
});
