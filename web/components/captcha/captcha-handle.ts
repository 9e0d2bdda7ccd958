/** What a form may ask of its captcha: start over (after a send) and take focus. */
export interface CaptchaHandle {
  reset(): void;
  focus(): void;
}
