/**
 * Crawlers, link previews, monitors and scripts say who they are in their User-Agent; their
 * requests are not renters' searches. A list of the words they use (the same idea as the `isbot`
 * package, which is not a dependency here). A missing agent, and Node's own fetch (`node`), count as
 * robots too.
 */
const ROBOT_WORDS =
  /^node$|bot\b|bot\/|crawl|spider|slurp|scrape|fetch|headless|lighthouse|pagespeed|preview|monitor|uptime|curl\/|wget\/|python|java\/|go-http|node-fetch|undici|axios|okhttp|http_request|libwww|facebookexternalhit|whatsapp|embedly|bingpreview|ahrefs|semrush|mj12|yandex|baidu|duckduck|petal|applebot/i;

export function isRobotAgent(userAgent: string | undefined): boolean {
  return !userAgent || ROBOT_WORDS.test(userAgent);
}
