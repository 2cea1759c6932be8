// Real processes and a real browser: hooks and tests get two minutes, not jest's five seconds.
jest.setTimeout(120_000);
