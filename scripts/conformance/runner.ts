import { StatusCode, upstreamCatalogue } from '@kakehashi/contracts';
import { checksOf } from './advice';
import { checkAnswer } from './check';
import type { ConformanceOptions } from './options';
import { createProbeClient, type Outcome } from './probe-client';
import { summarise, type CallRecord, type Report, type ToolError } from './report';
import { createMovedRoutes } from './moved-routes';
import { isRouteMiss } from './route-probe';
import { SkipStep, tourSteps, type TourMemory, type TourStep } from './tour';

// Steps read what they learn from loosely: the schema verdict is check.ts's business.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const dataOf = (o: Outcome): any =>
  o.kind === 'answer' ? (o.json as { data?: unknown })?.data : undefined;
const succeeded = (o: Outcome): boolean =>
  o.kind === 'answer' &&
  [(o.json as { status?: unknown })?.status].flat().includes(StatusCode.success);

const messageOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Runs the conformance tour (tour.ts) and judges every answer (check.ts). Never throws: a step
 * that needs what an earlier one did not give is skipped with the reason, and a failure of the
 * tool itself is recorded in the report (`errors`) — the report is always written.
 */
export const runConformance = async (
  options: ConformanceOptions,
  onStep: (done: number, total: number, label: string) => void = () => {},
  tour: TourStep[] = tourSteps,
): Promise<Report> => {
  const client = createProbeClient(options.upstream);
  const memory: TourMemory = {};
  const calls: CallRecord[] = [];
  const errors: ToolError[] = [];
  let signedIn = false;
  const movedRoutes = createMovedRoutes(client, options.upstream.basePath);
  const skip = (step: TourStep, detail: string) => {
    const { method, path } = client.resolve(step.name);
    calls.push({
      name: step.name,
      label: step.label,
      method,
      path,
      verdict: 'skipped',
      detail,
      hides: checksOf(step.name),
    });
  };
  const exercise = async (step: TourStep): Promise<Outcome | null> => {
    let body: unknown;
    try {
      body = step.body(memory);
    } catch (error) {
      if (!(error instanceof SkipStep)) throw error;
      skip(step, error.message);
      return null;
    }
    // The tour's own bodies must pass the contract: a refusal would be our bug, not the upstream's.
    const own = upstreamCatalogue[step.name].request.safeParse(body);
    if (!own.success)
      throw new Error(
        `conformance tour: the "${step.label}" step sends a body its contract refuses ` +
          `(scripts/conformance/tour.ts): ${own.error.message}`,
      );
    const route = client.resolve(step.name);
    let outcome = await client.call(step.name, body);
    const record: CallRecord = {
      name: step.name,
      label: step.label,
      method: route.method,
      path: route.path,
      verdict: 'conforms',
    };
    if (outcome.kind === 'answer') record.httpStatus = outcome.httpStatus;
    if (isRouteMiss(outcome))
      outcome = (await movedRoutes.judge(record, body, memory.siteCodes)) ?? outcome;
    else {
      movedRoutes.noteAnswer(outcome);
      Object.assign(record, checkAnswer(step.name, outcome, memory.siteCodes));
    }
    calls.push(record);
    // What later steps read from an answer is read loosely; an answer too broken to read leaves
    // them skipped (tour.ts `need`), noted here rather than ending the run.
    if (succeeded(outcome))
      try {
        step.learn?.(dataOf(outcome), memory);
      } catch (error) {
        record.detail = [
          record.detail,
          `later steps could not read this answer (${messageOf(error)})`,
        ]
          .filter(Boolean)
          .join('; ');
      }
    return outcome;
  };

  const signIn: TourStep = {
    name: 'account/signin',
    label: 'sign-in',
    needs: 'member',
    body: () => options.credentials,
    learn: (d) => {
      // Tokens that are not strings would be sent as "undefined": the member steps skip instead.
      if (typeof d?.access_token !== 'string' || typeof d?.refresh_token !== 'string') return;
      client.setTokens({
        access: d.access_token,
        refresh: d.refresh_token,
        userId: String(d.user?.id),
      });
      signedIn = true;
    },
  };
  const steps: TourStep[] = [
    {
      name: 'original/account/id',
      label: 'client id',
      body: () => ({}),
      learn: (d) => client.setClientId(String(d?.client_id)),
    },
    ...tour.filter((s) => !s.needs),
    signIn,
    ...tour.filter((s) => s.needs),
    {
      name: 'account/refresh',
      label: 'token refresh',
      needs: 'member',
      body: () => ({ refresh_token: client.tokens()?.refresh }),
      learn: signIn.learn,
    },
    { name: 'account/signout', label: 'sign-out', needs: 'member', body: () => ({}) },
  ];
  const skipReason = (step: TourStep): string | null => {
    if (step.needs && !options.credentials) return 'needs --email and --password';
    if (step === signIn && memory.twoFactor)
      return 'the site signs in with an emailed code (two-factor); run against a password-mode site';
    if (step.needs && step !== signIn && !signedIn)
      return 'needs a signed-in member: the "sign-in" step did not succeed';
    if (step.needs === 'write' && !options.allowWrites) return 'changes data: pass --allow-writes';
    return null;
  };
  for (const [i, step] of steps.entries()) {
    onStep(i, steps.length, step.label);
    try {
      const reason = skipReason(step);
      if (reason) skip(step, reason);
      else await exercise(step);
    } catch (error) {
      // A bug of the tool, not a finding about the upstream: recorded with its stack, run goes on.
      const message = messageOf(error);
      errors.push({ step: step.label, message, stack: (error as Error)?.stack });
      skip(step, `the conformance tool failed on this step: ${message}`);
    }
  }
  onStep(steps.length, steps.length, 'done');
  return summarise(options, calls, signedIn, errors);
};
