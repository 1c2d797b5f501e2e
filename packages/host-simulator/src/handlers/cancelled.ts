import type { OpenRecord } from "@hostbridge/protocol-types";

/** What the simulated person answers when they close an interactive dialog without choosing. */
export function cancelledAnswer(
  type: string,
): { ok: true; body: OpenRecord } | { ok: false; message: string } {
  if (type === "ui_prompt_assistant") {
    return { ok: false, message: "the user closed the prompt assistant before it answered" };
  }
  return { ok: true, body: { user_action: "cancelled" } };
}
