import type { Offer, SubscriptionPlan } from '../src/schemas';
import demoCommerceJson from './demo-commerce.json';

/**
 * The demo school's public plans and the registration offer of a newcomer, as the API answers them
 * (kept so by api/src/modules/learning/demo-plans-fixture.test.ts).
 */
export const demoCommerce = demoCommerceJson as unknown as { plans: SubscriptionPlan[]; offers: Offer[] };
