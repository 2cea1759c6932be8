import { upstreamCatalogue, type UpstreamName } from '@kakehashi/contracts';
import type { z } from 'zod';
import type { CallRecord, EndpointReport } from './report';
import { keysAt } from './schema-keys';

/**
 * What the integrator should do about one endpoint's verdict (docs/integrators.md, the verdict
 * table): said in the terms of the run, so "not reachable" with other endpoints answering does
 * not send anyone to check firewalls.
 */
export const adviceFor = (endpoint: EndpointReport, othersAnswer: number): string => {
  const worst = endpoint.calls.find((c) => c.verdict === endpoint.verdict) as CallRecord;
  switch (endpoint.verdict) {
    case 'conforms':
      return 'Nothing to do.';
    case 'route-differs':
      return (
        'Set the suggested UPSTREAM_ENDPOINTS line in the BFF environment (docs/integrators.md, ' +
        'step 3) and run again' +
        (worst.issues?.length ? ', then fix the answer as listed.' : '.')
      );
    case 'schema-mismatch':
      return worst.issues?.some((i) => i.hint?.endsWith('renamed?'))
        ? 'The backend names a field differently: send it under the contract’s name ' +
            '(contracts/src/upstream/catalogue.ts), or rename it in an UPSTREAM_ADAPTER ' +
            '(docs/integrators.md), and run again.'
        : 'Make the backend send what the contract names at the fields listed ' +
            '(contracts/src/upstream/catalogue.ts) or translate it in an UPSTREAM_ADAPTER ' +
            '(docs/integrators.md); if the product can do without, propose a schema change in ' +
            'contracts/.';
    case 'unknown-status':
      return (
        'Add the code with a message in Japanese and English to the site’s error_messages ' +
        '(site/get), or have the backend answer a code of the catalogue.'
      );
    case 'unreachable':
      if (worst.detail?.includes('UPSTREAM_ADAPTER'))
        return 'Your UPSTREAM_ADAPTER threw, not the backend: fix the function named (run once without --adapter to see what the backend sends).';
      if (worst.httpStatus && worst.httpStatus >= 500)
        return 'The backend failed on this call: find the request in its logs (the route exists).';
      if (othersAnswer === 0)
        return (
          'Nothing of this upstream answered: check UPSTREAM_URL and UPSTREAM_BASE_PATH ' +
          '(step 2) and that this machine can reach it (DNS, firewall, proxy).'
        );
      if (worst.httpStatus)
        return (
          `${othersAnswer} other endpoint(s) answer, this one at no route tried: find its path ` +
          'in your API reference and set it with UPSTREAM_ENDPOINTS (step 3), or ask your ' +
          'vendor whether it exists.'
        );
      return 'The connection failed on this call only: run again; if it persists, check the backend or raise UPSTREAM_TIMEOUT_MS.';
    case 'skipped':
      return adviceForSkip(worst.detail ?? '');
  }
};

/** What to do about a skipped call, from the reason it was skipped (runner.ts, tour.ts). */
export const adviceForSkip = (reason: string): string => {
  if (reason.includes('conformance tool failed'))
    return 'A bug in the conformance tool: report it with the JSON report (its errors hold the stack).';
  if (reason.includes('--email')) return 'Pass a test member’s --email and --password.';
  if (reason.includes('--allow-writes')) return 'Pass --allow-writes (with a test member).';
  if (reason.includes('two-factor')) return 'Run against a password-mode staging site.';
  return 'Fix the step it waits for (above); it runs once that step gives what it needs.';
};

/** What a skipped call would have judged: the envelope, the status code and data's fields. */
export const checksOf = (name: UpstreamName): string => {
  const fields = keysAt(upstreamCatalogue[name].response as z.ZodType, []);
  return (
    'the { status, data } envelope, the status code' +
    (fields?.size ? ` and data.${[...fields].join(', data.')}` : ' and data') +
    ' against the contract'
  );
};
