// @vitest-environment happy-dom
// renderWithHost: the one-line component test the package's documentation page shows.
import { createElement as h } from "react";
import { fireEvent, screen } from "@testing-library/react";
import { useUi } from "@hostbridge/ui-api";
import { describe, expect, it } from "vitest";
import { useEnvironmentApi, useHostMessage, useHostRequest } from "@hostbridge/react";
import { renderWithHost } from "@hostbridge/react/testing";

function App() {
  const pushed = useHostMessage("ui_canvas_updated");
  const pick = useHostRequest(useEnvironmentApi(useUi).selectContent);
  const file = pick.data?.user_action === "selected" ? pick.data.content?.[0]?.name : undefined;
  return h(
    "main",
    null,
    h("p", { "data-view": "pushed" }, pushed ? "canvas updated" : "nothing yet"),
    h("button", { type: "button", onClick: () => void pick.execute({}) }, "Pick a file"),
    h("p", { "data-view": "picked" }, typeof file === "string" ? `Picked: ${file}` : ""),
  );
}

describe("renderWithHost", () => {
  it("renders against a mock host that pushes and answers, and cleans up on unmount", async () => {
    const { host, bridge, unmount } = renderWithHost(h(App));
    host.push("ui_canvas_updated");
    await screen.findByText("canvas updated");
    fireEvent.click(screen.getByRole("button", { name: "Pick a file" }));
    await host.waitForRequest("ui_select_content");
    host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "f-1", name: "Deck.pptx" }],
    });
    await screen.findByText("Picked: Deck.pptx");
    unmount();
    expect(bridge.disposed).toBe(true);
    expect(host.disposed).toBe(true);
    expect(screen.queryByText("Picked: Deck.pptx")).toBeNull();
  });
});
