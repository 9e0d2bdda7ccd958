/** An open envelope with a letter and a check mark: the thank-you after registering. */
export function ThankYouIllustration({ className = "h-40 w-40" }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 200 200"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="100" cy="100" r="96" fill="#effaf8" />
      <path d="M40 88 100 48l60 40v62a8 8 0 0 1-8 8H48a8 8 0 0 1-8-8V88Z" fill="#d5f2ec" />
      <rect
        x="58"
        y="56"
        width="84"
        height="70"
        rx="6"
        fill="#ffffff"
        stroke="#0a6559"
        strokeWidth="3"
      />
      <path d="M70 74h60M70 86h44" stroke="#abe4d9" strokeWidth="5" strokeLinecap="round" />
      <path d="M40 88v62a8 8 0 0 0 8 8h104a8 8 0 0 0 8-8V88l-60 42-60-42Z" fill="#0a6559" />
      <path d="m40 158 48-38M160 158l-48-38" stroke="#084f46" strokeWidth="3" />
      <circle cx="150" cy="60" r="22" fill="#15803d" />
      <path
        d="m139 60 8 8 15-16"
        stroke="#ffffff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
