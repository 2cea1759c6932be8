import { closeLeftovers } from './leftovers';

// After each test file: close the servers a failed test left open, so jest can exit and report it.
afterAll(closeLeftovers);
