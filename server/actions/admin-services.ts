'use server';

import { z } from '@/lib/zod';
import { deactivateService, reorderServices, saveService, type AdminService, type ServiceOutcome } from '@/server/services/admin';
import { saveLeisurePhotos, type AdminLeisureActivity } from '@/server/leisure';
import { leisurePhotosSchema, SERVICE_MESSAGES, serviceSaveSchema, serviceSchema } from '@/lib/service-schema';
import type { ActionResult } from '@/lib/action-result';
import { fieldErrorsResult, staffAction } from './define';

export type ServiceActionResult = ActionResult & { service?: AdminService };

/** A change expires the public reads of services (the home section, the footer, JSON-LD). */
function answer(outcome: ServiceOutcome): { result: ServiceActionResult; invalidate?: ['services'] } {
  if (outcome.ok) return { result: { ok: true, service: outcome.service }, invalidate: ['services'] };
  if (outcome.reason === 'invalid') return { result: { ...fieldErrorsResult(outcome.errors), message: outcome.message } };
  return { result: { ok: false, message: outcome.message } };
}

/** Adds a service (id null, or any id that is not a UUID: spec §5) or updates one. */
export const saveServiceAction = staffAction({
  name: 'service save',
  schema: serviceSaveSchema,
  fields: ['id', ...Object.keys(serviceSchema.shape)],
  run: async ({ id, ...values }, { db }) => answer(await saveService(db, id, values)),
});

/** The active services in a new order, renumbered from 1. */
export const reorderServicesAction = staffAction({
  name: 'services reorder',
  schema: z.object({ ids: z.array(z.uuid(SERVICE_MESSAGES.order)).min(1, SERVICE_MESSAGES.order).max(200, SERVICE_MESSAGES.order) }),
  run: async ({ ids }, { db }) => {
    const outcome = await reorderServices(db, ids);
    return outcome.ok ? { result: { ok: true } satisfies ActionResult, invalidate: ['services' as const] } : { result: { ok: false, message: outcome.message } };
  },
});

/** The spec's soft delete: is_active false and updated_at. */
export const deactivateServiceAction = staffAction({
  name: 'service deactivate',
  schema: z.object({ id: z.uuid(SERVICE_MESSAGES.notFound) }),
  run: async ({ id }, { db }) => answer(await deactivateService(db, id)),
});

export type LeisureActionResult = ActionResult & { activity?: AdminLeisureActivity };

/** A leisure activity's featured image and gallery (no public page shows them yet: nothing to expire). */
export const saveLeisurePhotosAction = staffAction({
  name: 'leisure photos save',
  schema: leisurePhotosSchema,
  run: async ({ id, ...photos }, { db }): Promise<{ result: LeisureActionResult }> => {
    const outcome = await saveLeisurePhotos(db, id, photos);
    if (outcome.ok) return { result: { ok: true, activity: outcome.activity } };
    if (outcome.reason === 'invalid') return { result: { ...fieldErrorsResult(outcome.errors), message: outcome.message } };
    return { result: { ok: false, message: outcome.message } };
  },
});
