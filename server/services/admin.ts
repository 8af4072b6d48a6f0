import 'server-only';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { hotelServices, type HotelServiceRow } from '@/server/db/schema';
import { isUuid } from '@/lib/zod';
import { missingPhotos, photoSets, type PhotoSet } from '@/server/media/photo-set';
import { SERVICE_MESSAGES, type ServiceFormValues } from '@/lib/service-schema';
import { SERVICE_ICONS, type ServiceIcon } from '@/lib/types';

/** A hotel service as the admin edits it. */
export interface AdminService extends PhotoSet {
  id: string;
  title: string;
  description: string;
  icon: ServiceIcon;
  features: string[];
  sortOrder: number;
}

export type ServiceOutcome =
  | { ok: true; service: AdminService; created: boolean }
  | { ok: false; reason: 'not_found'; message: string }
  | { ok: false; reason: 'invalid'; message: string; errors: Record<string, string> };

const knownIcon = (icon: string): ServiceIcon => (SERVICE_ICONS as readonly string[]).includes(icon) ? (icon as ServiceIcon) : 'Home';

async function toAdmin(db: Db, rows: HotelServiceRow[]): Promise<AdminService[]> {
  const photos = await photoSets(db, rows);
  return rows.map((r, i) => ({
    id: r.id,
    title: r.title,
    description: r.description ?? '',
    icon: knownIcon(r.icon),
    features: r.features,
    sortOrder: r.sortOrder,
    ...photos[i]!,
  }));
}

/** Active services in the public order (sort_order, then creation). */
export async function listAdminServices(db: Db): Promise<AdminService[]> {
  const rows = await db.select().from(hotelServices).where(eq(hotelServices.isActive, true)).orderBy(asc(hotelServices.sortOrder), asc(hotelServices.createdAt));
  return toAdmin(db, rows);
}

function columns(v: ServiceFormValues) {
  return {
    title: v.title,
    description: v.description || null,
    icon: v.icon,
    features: v.features,
    featuredImageId: v.featuredImageId,
    galleryImages: v.galleryImages,
  };
}

/**
 * Creates a service (id null) or updates one. The spec: an id that is not a UUID creates a new
 * record instead. A new service goes to the end of the list.
 */
export async function saveService(db: Db, id: string | null, values: ServiceFormValues): Promise<ServiceOutcome> {
  const missing = await missingPhotos(db, values);
  if (missing) return { ok: false, reason: 'invalid', message: Object.values(missing)[0]!, errors: missing };
  if (id !== null && isUuid(id)) {
    const [row] = await db
      .update(hotelServices)
      .set({ ...columns(values), updatedAt: new Date() })
      .where(and(eq(hotelServices.id, id), eq(hotelServices.isActive, true)))
      .returning();
    if (!row) return { ok: false, reason: 'not_found', message: SERVICE_MESSAGES.notFound };
    return { ok: true, service: (await toAdmin(db, [row]))[0]!, created: false };
  }
  const row = await db.transaction(async (tx) => {
    const [last] = await tx.select({ n: max(hotelServices.sortOrder) }).from(hotelServices).where(eq(hotelServices.isActive, true));
    const [inserted] = await tx
      .insert(hotelServices)
      .values({ ...columns(values), sortOrder: (last?.n ?? 0) + 1 })
      .returning();
    return inserted!;
  });
  return { ok: true, service: (await toAdmin(db, [row]))[0]! , created: true };
}

/**
 * The active services in the order `ids` gives, renumbered from 1. Refused when `ids` is not
 * exactly the active services (someone added or removed one meanwhile).
 */
export async function reorderServices(db: Db, ids: readonly string[]): Promise<{ ok: true } | { ok: false; reason: 'stale'; message: string }> {
  return db.transaction(async (tx) => {
    const active = await tx.select({ id: hotelServices.id }).from(hotelServices).where(eq(hotelServices.isActive, true)).for('update');
    const current = new Set(active.map((r) => r.id));
    if (ids.length !== current.size || new Set(ids).size !== ids.length || ids.some((id) => !current.has(id))) {
      return { ok: false as const, reason: 'stale' as const, message: SERVICE_MESSAGES.order };
    }
    const now = new Date();
    for (const [index, id] of ids.entries()) {
      await tx.update(hotelServices).set({ sortOrder: index + 1, updatedAt: now }).where(eq(hotelServices.id, id));
    }
    return { ok: true as const };
  });
}

/** The spec's soft delete: is_active false and updated_at. */
export async function deactivateService(db: Db, id: string): Promise<ServiceOutcome> {
  const [row] = await db
    .update(hotelServices)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(hotelServices.id, id), eq(hotelServices.isActive, true)))
    .returning();
  if (!row) return { ok: false, reason: 'not_found', message: SERVICE_MESSAGES.notFound };
  return { ok: true, service: (await toAdmin(db, [row]))[0]!, created: false };
}
