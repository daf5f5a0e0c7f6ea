/**
 * The hostile-input corpus: XSS payloads the simulator's hostile mode places into every
 * display-text field it serves (sim/hostile.ts), and address payloads for the fields that hold a link or an
 * image. Every payload that ran would call the global canary `window.__xss(n)` with its own number, so a
 * test sees which one executed. None may run; each text payload must show as text.
 */

/** The canary's global name: `window.__xss(n)`. */
export const XSS_CANARY = '__xss'

/** Markup, attribute breakouts, template and script-string breakouts, encodings and polyglots. */
export const XSS_TEXT_PAYLOADS: readonly string[] = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<svg><script>__xss(4)</script></svg>',
  '<iframe srcdoc="<script>parent.__xss(5)</script>"></iframe>',
  '" onmouseover="__xss(6)" x="',
  "' onfocus='__xss(7)' autofocus x='",
  '"><img src=x onerror=__xss(8)>',
  "'><svg onload=__xss(9)>",
  '</title><script>__xss(10)</script>',
  '</textarea><script>__xss(11)</script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(12)>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(13)>">',
  '<style><img src=x onerror=__xss(14)></style>',
  '<math><style><img src=x onerror=__xss(15)></style></math>',
  "{{constructor.constructor('__xss(16)')()}}",
  '${__xss(17)}',
  '<template shadowrootmode="open"><img src=x onerror=__xss(18)></template>',
  '<a href="javascript:__xss(19)">click me</a>',
  '<body onload=__xss(20)>',
  '<details open ontoggle=__xss(21)>',
  '<input autofocus onfocus=__xss(22)>',
  '<video><source onerror=__xss(23)></video>',
  '<audio src=x onerror=__xss(24)>',
  '<object data="javascript:__xss(25)"></object>',
  '<embed src="javascript:__xss(26)">',
  '<form><button formaction=javascript:__xss(27)>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(28)">',
  '<link rel=import href="data:text/html,<script>__xss(29)</script>">',
  '<base href="javascript:__xss(30)//">',
  String.raw`\u003cscript\u003e__xss(31)\u003c/script\u003e`,
  '&lt;script&gt;__xss(32)&lt;/script&gt;',
  '%3Cscript%3E__xss(33)%3C%2Fscript%3E',
  '＜script＞__xss(34)＜/script＞',
  String.raw`jaVasCript:/*-/*` +
    '`' +
    String.raw`/*\`/*'/*"/**/(/* */oNcliCk=__xss(35) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\x3csVg/<sVg/oNloAd=__xss(35)//>\x3e`,
  '<img src="x" onerror="&#95;&#95;xss(36)">',
  '<svg><animate onbegin=__xss(37) attributeName=x dur=1s>',
  '<marquee onstart=__xss(38)>',
  '<div style="background:url(javascript:__xss(39))">',
  '<x contenteditable onfocusin=__xss(40) autofocus>',
  '<script src="data:text/javascript,__xss(41)"></script>',
  "<img src=x:x onerror=eval(atob('X194c3MoNDIp'))>",
  '--><script>__xss(43)</script><!--',
  ']]><script>__xss(44)</script>',
  '<scr<script>ipt>__xss(45)</scr</script>ipt>',
  '<IMG SRC=JaVaScRiPt:__xss(46)>',
  '<svg><a xlink:href="javascript:__xss(47)"><text>x</text></a></svg>',
  '<iframe src="javascript:__xss(48)"></iframe>',
  '<img src onerror=__xss(49) "\u202e>',
  '<a href="data:text/html;base64,PHNjcmlwdD5fX3hzcyg1MCk8L3NjcmlwdD4=">x</a>',
  '"-__xss(51)-"',
  "');__xss(52);//",
  '<select onfocus=__xss(53) autofocus>',
  '<keygen autofocus onfocus=__xss(54)>',
]

/** Addresses a link, image or menu field might carry: script schemes in every spelling, data: documents, src breakouts. */
export const XSS_URL_PAYLOADS: readonly string[] = [
  'javascript:__xss(101)',
  'JaVaScRiPt:__xss(102)',
  'java\tscript:__xss(103)',
  '\u0001javascript:__xss(104)',
  ' javascript:__xss(105)',
  'data:text/html,<script>__xss(106)</script>',
  'vbscript:__xss(107)',
  'javascript://%0a__xss(108)',
  'x" onerror="__xss(109)',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="__xss(110)"/>',
  'java\nscript:__xss(111)',
  '/games/"><script>__xss(112)</script>',
]

/** Every payload; text fields receive any of them, address fields the address ones. */
export const XSS_PAYLOADS: readonly string[] = [...XSS_TEXT_PAYLOADS, ...XSS_URL_PAYLOADS]

/** The simulator option (createSim({hostile}) or the /__sim/reset body) that serves this corpus. */
export const hostileCorpus = (offset = 0) => ({ text: [...XSS_PAYLOADS], urls: [...XSS_URL_PAYLOADS], offset })
