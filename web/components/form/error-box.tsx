/** The red box above a form listing what the server refused (courier, cleaning). */
export function ErrorBox({
  title = "Bitte prüfen Sie Ihre Angaben:",
  messages,
}: {
  title?: string;
  messages: string[];
}) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-card border border-danger-700 bg-danger-50 p-4 text-danger-700"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
