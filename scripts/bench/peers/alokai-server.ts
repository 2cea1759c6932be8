// The peer: Alokai's middleware (`createServer` of @vue-storefront/middleware 5.4.1, its own
// Express 4, JSON body parser, cookie-parser, CORS and default error handler) serving the one
// integration of alokai-integration.ts at POST /kakehashi/<method>, as its SDK calls it (the
// body an array of the method's arguments). Started by the bench in a process of its own.
import path from 'node:path';
import { createServer } from '@vue-storefront/middleware';

const upstream = process.env.BENCH_UPSTREAM ?? 'http://127.0.0.1:4010/api/v1';
const port = Number(process.env.PORT ?? 3102);

const main = async () => {
  const server = await createServer({
    integrations: {
      kakehashi: {
        location: path.join(__dirname, 'alokai-integration.ts'),
        configuration: { upstream: `${upstream.replace(/\/$/, '')}/` },
      },
    },
  });
  server.listen(port, '127.0.0.1');
};

void main();
