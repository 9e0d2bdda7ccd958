import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FeeAcceptance } from "./fee-acceptance";

describe("FeeAcceptance", () => {
  it("cannot be sent before the fee shows: the button waits, disabled, while it is computed", () => {
    const html = renderToString(
      <FeeAcceptance
        orderId="o1"
        acceptLabel="Ich nehme die Vermittlungsgebühr an."
        requiredMessage="Bitte bestätigen Sie die Gebühr."
        submitLabel="Verbindlich bestätigen"
        cancelLabel="Abbrechen"
        submit={async () => ({ kind: "ok", status: 200, body: { message: "" } }) as never}
        onDone={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(html).toContain("Die Gebühr wird berechnet");
    const submit = html.match(
      /<button[^>]*>(?:(?!<\/button>).)*Verbindlich bestätigen<\/button>/,
    )?.[0];
    expect(submit).toContain('disabled=""');
    const cancel = html.match(/<button[^>]*>Abbrechen<\/button>/)?.[0];
    expect(cancel).not.toContain('disabled=""');
  });
});
