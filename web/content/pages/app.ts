/** Texts of /app: installing the site as an app (docs/decisions/0055-installable-app.md). */
export const appPageContent = {
  meta: {
    title: "Die apostaff-App",
    description:
      "apostaff als App auf Ihrem Smartphone: so installieren Sie sie auf Android und iPhone und erhalten neue Angebote per Push-Benachrichtigung.",
  },
  header: {
    eyebrow: "Unsere App",
    title: "apostaff als App auf Ihrem Smartphone",
    intro:
      "Unsere App ist diese Website, auf Ihrem Startbildschirm installiert: ohne App Store, ohne Download-Größe, immer aktuell. Als Vertretung erhalten Sie neue Angebote sofort per Push-Benachrichtigung.",
  },
  android: {
    id: "android",
    title: "Android (Chrome, Edge, Samsung Internet)",
    steps: [
      "Öffnen Sie apostaff.de in Chrome.",
      "Tippen Sie auf das Menü (⋮) oben rechts.",
      "Wählen Sie „App installieren“ oder „Zum Startbildschirm hinzufügen“.",
      "Bestätigen Sie mit „Installieren“. Das apostaff-Symbol erscheint auf Ihrem Startbildschirm.",
    ],
  },
  iphone: {
    id: "iphone",
    title: "iPhone und iPad (Safari)",
    steps: [
      "Öffnen Sie apostaff.de in Safari.",
      "Tippen Sie auf „Teilen“ (das Quadrat mit dem Pfeil nach oben).",
      "Wählen Sie „Zum Home-Bildschirm“ und tippen Sie auf „Hinzufügen“.",
      "Öffnen Sie apostaff ab jetzt über das Symbol auf dem Home-Bildschirm.",
    ],
    pushNote:
      "Push-Benachrichtigungen gibt es auf dem iPhone ab iOS 16.4, und nur in der App vom Home-Bildschirm aus, nicht in Safari selbst.",
  },
  push: {
    title: "Push-Benachrichtigungen einschalten",
    text: "Melden Sie sich in der App an, öffnen Sie „Mein Konto“ und tippen Sie auf „Push-Benachrichtigungen auf diesem Gerät erlauben“. Sie können sie dort jederzeit wieder abschalten, für jedes Gerät einzeln.",
  },
  privacy:
    "Die App speichert auf Ihrem Gerät nur die Seitengestaltung und eine Offline-Seite, niemals Ihre Kontodaten.",
} as const;

/** Texts of /offline, which the installed app shows without a connection. */
export const offlinePageContent = {
  meta: {
    title: "Keine Verbindung",
    description:
      "Sie sind gerade offline. Sobald Ihr Gerät wieder verbunden ist, lädt apostaff weiter.",
  },
  title: "Keine Verbindung",
  text: "Ihr Gerät ist gerade nicht mit dem Internet verbunden. Ihre Kontodaten zeigen wir nur online, damit sie nie veraltet oder auf dem Gerät gespeichert sind.",
  retry: "Zur Startseite",
} as const;
