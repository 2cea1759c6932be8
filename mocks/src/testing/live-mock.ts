import type { AddressInfo } from 'node:net';
import { createMockApp, type MockOptions } from '../app';

/** Starts a mock app on an ephemeral port (never a fixed one); `close` ends it and its sockets. */
export const startLiveMock = async (options: MockOptions = {}) => {
  const mock = createMockApp({ productCount: 1600, ...options });
  const server = mock.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...mock,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
