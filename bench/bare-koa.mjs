// The yardstick: a bare Koa JSON server in a plain node process of its own. Prints its port.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true };
});
const server = app.listen(0, '127.0.0.1', () => console.log(server.address().port));
