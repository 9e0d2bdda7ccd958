import { useEffect, useState } from "react";
import toast from "react-hot-toast/headless";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { Button } from "../ui/button";

/**
 * Where push stands on this device:
 * - unsupported: no service worker or Push API (iOS before 16.4, or Safari outside the
 *   home-screen app);
 * - blocked: the person refused notifications in the browser's settings;
 * - off / on: no subscription / a subscription the server knows.
 */
type PushState = "checking" | "unsupported" | "blocked" | "off" | "on";

const texts = {
  title: "Push-Benachrichtigungen",
  allow: "Push-Benachrichtigungen auf diesem Gerät erlauben",
  stop: "Push-Benachrichtigungen auf diesem Gerät abschalten",
  state: {
    checking: "Wird geprüft …",
    unsupported:
      "Dieser Browser kann keine Push-Benachrichtigungen empfangen. Auf dem iPhone (ab iOS 16.4) geht es nur in der App vom Home-Bildschirm.",
    blocked:
      "Sie haben Benachrichtigungen für diese Website im Browser blockiert. Erlauben Sie sie in den Website-Einstellungen Ihres Browsers, dann hier erneut.",
    off: "Auf diesem Gerät sind Push-Benachrichtigungen aus. Neue Angebote kommen per E-Mail.",
    on: "Auf diesem Gerät sind Push-Benachrichtigungen an. Neue Angebote erscheinen hier sofort.",
  },
  allowed: "Push-Benachrichtigungen sind auf diesem Gerät an.",
  stopped: "Push-Benachrichtigungen sind auf diesem Gerät aus.",
  failed: "Push-Benachrichtigungen konnten nicht eingeschaltet werden.",
} as const;

function supported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The VAPID key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration()) ??
    (await navigator.serviceWorker.register("/sw.js"))
  );
}

/**
 * "Mein Konto": push on this device (docs/decisions/0053-web-push-queue.md). Allowing
 * asks the browser, subscribes with the site's VAPID key and sends the subscription;
 * switching off unsubscribes and tells the server. A subscription the browser still
 * holds is sent again at each visit, so the server always knows this device.
 */
export function PushControl() {
  const [state, setState] = useState<PushState>("checking");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported()) {
      setState("unsupported");
      return;
    }
    if (Notification.permission === "denied") {
      setState("blocked");
      return;
    }
    void (async () => {
      const existing = await (await registration()).pushManager.getSubscription();
      if (!existing) {
        setState("off");
        return;
      }
      const sent = await apiRequest("POST /account/push/subscriptions", {
        body: subscriptionBody(existing),
      });
      setState(sent.kind === "ok" ? "on" : "off");
    })().catch(() => setState("off"));
  }, []);

  const allow = async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "blocked" : "off");
        return;
      }
      const key = await apiRequest("GET /account/push/key");
      if (key.kind !== "ok") {
        showServerErrors(key, { text: texts.failed });
        return;
      }
      const worker = await registration();
      await navigator.serviceWorker.ready;
      const subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.body.public_key),
      });
      const sent = await apiRequest("POST /account/push/subscriptions", {
        body: subscriptionBody(subscription),
      });
      if (sent.kind !== "ok") {
        await subscription.unsubscribe();
        showServerErrors(sent, { text: texts.failed });
        return;
      }
      setState("on");
      toast.success(texts.allowed);
    } catch {
      toast.error(texts.failed);
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    setBusy(true);
    try {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (subscription) {
        await apiRequest("DELETE /account/push/subscriptions", {
          body: { endpoint: subscription.endpoint },
        });
        await subscription.unsubscribe();
      }
      setState("off");
      toast.success(texts.stopped);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="flex flex-col gap-3 rounded-card bg-white p-6 shadow-card"
      aria-labelledby="konto-push"
    >
      <h2 id="konto-push" className="text-xl font-semibold text-ink">
        {texts.title}
      </h2>
      <p className="text-ink-muted" role="status">
        {texts.state[state]}
      </p>
      {(state === "off" || state === "blocked") && (
        <Button className="self-start" busy={busy} onClick={() => void allow()}>
          {texts.allow}
        </Button>
      )}
      {state === "on" && (
        <Button variant="secondary" className="self-start" busy={busy} onClick={() => void stop()}>
          {texts.stop}
        </Button>
      )}
    </section>
  );
}

function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
  };
}
