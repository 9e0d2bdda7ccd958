import { z } from "../zod";

/** The site's VAPID public key (base64url), which a browser subscribes with. */
export const pushKeyAnswer = z.object({ public_key: z.string() });

const base64url = (max: number) =>
  z
    .string()
    .min(16)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

/** A browser's push subscription (PushSubscription.toJSON(), without expirationTime). */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }),
});

/** Push switched off on a device: its endpoint. */
export const pushEndpointBody = z.object({
  endpoint: z.string().min(1).max(2048),
});
