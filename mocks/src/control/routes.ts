import express, { type Router } from 'express';
import { fieldIssuesOf } from '@kakehashi/contracts';
import { z } from 'zod';
import type { ResolvedOptions } from '../http/options';
import { sendPromotionMail } from '../state/promotion-mail';
import { findMemberByEmail, type MockState } from '../state/store';

const faultSchema = z.object({
  endpoint: z.string().min(1).max(200).default('*'),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  status: z.number().int().min(100).max(599).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  drop: z.boolean().optional(),
  malformed: z.boolean().optional(),
  times: z.number().int().min(1).optional(),
});

/** `POST /__mock/faults` body: one fault, a list of faults, or `{ clear: true }`. */
const faultsBodySchema = z.union([
  z.object({ clear: z.literal(true) }),
  faultSchema,
  z.array(faultSchema),
]);

/** The pinned control endpoints (docs/interfaces.md#mock-outbox), outside the API base path. */
export const controlRoutes = (
  state: MockState,
  reset: () => void,
  options: ResolvedOptions,
): Router => {
  const router = express.Router();
  // docs/interfaces.md#mock-outbox: send the new-arrivals promotion mail to one member now.
  router.post('/mail/promotion', (req, res) => {
    const parsed = z.object({ to: z.string().trim().min(1).max(254) }).safeParse(req.body);
    const member = parsed.success ? findMemberByEmail(state, parsed.data.to) : undefined;
    if (!member) {
      res.status(404).json({ ok: false });
      return;
    }
    res.json({
      ok: true,
      sent: sendPromotionMail(state, options, member, options.now().getTime()),
    });
  });
  router.get('/outbox', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.trim().toLowerCase() : undefined;
    res.json(to ? state.outbox.filter((m) => m.to === to) : state.outbox);
  });
  router.post('/reset', (_req, res) => {
    reset();
    res.json({ ok: true });
  });
  router.get('/faults', (_req, res) => void res.json(state.faults));
  router.delete('/faults', (_req, res) => {
    state.faults = [];
    res.json({ ok: true });
  });
  router.post('/faults', (req, res) => {
    const parsed = faultsBodySchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({
        ok: false,
        errors: fieldIssuesOf(parsed.error),
      });
      return;
    }
    if ('clear' in parsed.data) state.faults = [];
    else state.faults.push(...(Array.isArray(parsed.data) ? parsed.data : [parsed.data]));
    res.json({ ok: true, faults: state.faults });
  });
  return router;
};
