import { fillPattern } from '@console/platform/routes';
import descriptor from '../../../remote.json';

type InquiryRouteId = 'service-inquiry-list' | 'service-inquiry-write' | 'service-inquiry-detail';

/** A path to one of the inquiry screens, from remote.json: inquiryPath('service-inquiry-detail', { seq: 7 }). */
export function inquiryPath(id: InquiryRouteId, params: Record<string, string | number> = {}): string {
  const route = descriptor.routes.find((r) => r.id === id);
  if (!route) throw new Error(`No route "${id}" in remotes/brand/remote.json.`);
  return fillPattern(route.path, params);
}
