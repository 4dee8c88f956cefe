/** The bare Koa baseline of the benchmarks: one route, a small JSON answer, nothing else. */
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
app.listen(Number(process.env.PORT ?? 3990), '127.0.0.1', () => process.stdout.write('ready\n'));
