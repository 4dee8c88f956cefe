import type { Context, Next } from 'koa';
import { carSvg, companyLogoSvg, parseDemoCarImagePath, parseDemoLogoPath } from '../media/demoArt';

const ONE_WEEK = 7 * 24 * 60 * 60;

/**
 * The demo market's pictures, drawn by the product itself (no image comes from outside):
 * /media/demo/cars/{carType}-{color}.svg and /media/demo/logos/{initials}-{color}.svg.
 */
export async function demoMedia(ctx: Context, next: Next) {
  if (!ctx.path.startsWith('/media/demo/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
    return next();
  }
  const car = parseDemoCarImagePath(ctx.path);
  const logo = car ? null : parseDemoLogoPath(ctx.path);
  if (!car && !logo) return next();
  ctx.type = 'image/svg+xml';
  ctx.set('Cache-Control', `public, max-age=${ONE_WEEK}`);
  ctx.body = car
    ? carSvg(car)
    : companyLogoSvg({ name: logo!.initials, initials: logo!.initials, color: logo!.color });
}
