/**
 * Which user agents are not people, for listing analytics. A compact pattern rather than a
 * package: it covers the self-declared crawlers (Googlebot, Bingbot, …), link previewers
 * (WhatsApp, Facebook, Telegram, Slack), headless browsers and audit tools (HeadlessChrome,
 * Lighthouse, PhantomJS) and HTTP libraries (curl, python-requests, Go, Java, Node's own fetch).
 * A bot that pretends to be a browser is not caught by any list; the per-visitor dedupe still
 * caps what it adds to one count per car and day.
 */
const BOT_USER_AGENT =
  /(?<!cu)bot\b|bot[/_-]|crawl|spider|slurp|scrap|archiver|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|facebookexternalhit|meta-externalagent|whatsapp|telegram|slack|discord|embedly|preview|curl\/|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|^node$|postman|insomnia|httpclient|libwww|monitor|uptime|pingdom/i;

export function isBotUserAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_USER_AGENT.test(userAgent);
}
