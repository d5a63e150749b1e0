// The baseline for bench/user-list.mjs: the smallest Fastify server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 18182), host: '127.0.0.1' });
console.log('ready');
