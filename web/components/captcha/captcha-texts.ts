/** German texts of the captcha area of the courier and cleaning forms. */
export const captchaTexts = {
  legend: "Sicherheitsabfrage",
  loading: "Sicherheitsabfrage wird geladen …",
  unavailable:
    "Die Sicherheitsabfrage konnte nicht geladen werden. Bitte laden Sie die Seite neu oder versuchen Sie es später erneut.",
  consentIntro:
    "Zum Schutz vor Missbrauch verwendet dieses Formular Google reCAPTCHA. Erst wenn Sie zustimmen, wird reCAPTCHA geladen; dabei überträgt Ihr Browser Daten wie Ihre IP-Adresse an Google. Wir merken uns Ihre Zustimmung ein Jahr lang.",
  consentPrivacyLink: "Mehr dazu in der Datenschutzerklärung",
  consentButton: "Zustimmen und reCAPTCHA laden",
  consentFailed: "Ihre Zustimmung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
} as const;
