/**
 * Whether a request's User-Agent is a robot's, not a person's: crawlers, link previews
 * (WhatsApp, Facebook, Slack, Telegram), headless browsers and audit tools, monitors, and HTTP
 * libraries (curl, python-requests, Node's own fetch). The `isbot` package keeps that list up to
 * date; a missing agent counts as a robot too. Used wherever a visitor is counted: the admin's
 * search counts and the vendors' listing analytics. A robot that pretends to be a browser is
 * caught by no list; what counts a visitor still counts it once.
 */
import { isbot } from 'isbot';

export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}
